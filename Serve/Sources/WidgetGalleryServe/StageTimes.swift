import Foundation

/// The wall time of each stage of one rebuild, in the order they ran, as the log's `stages:`
/// line shows them (`detect 0.05 s, plan check 0.01 s, llbuild 0.70 s, link 0.33 s, render 0.38 s`),
/// so a slow edit says where its time went.
struct StageTimes: CustomStringConvertible {
  /// Each stage's name and seconds; a stage added twice is one entry with the sum.
  private(set) var stages: [(name: String, seconds: Double)] = []

  /// The monotonic clock the stages are measured on, in nanoseconds.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Adds `seconds` to the stage `name`.
  mutating func add(_ name: String, seconds: Double) {
    if let index = stages.firstIndex(where: { $0.name == name }) {
      stages[index].seconds += seconds
    } else {
      stages.append((name, seconds))
    }
  }

  /// Adds the time from `start` (from `now()`) to now to the stage `name`.
  mutating func add(_ name: String, since start: UInt64) {
    add(name, seconds: Double(Self.now() &- start) / 1e9)
  }

  /// Adds every stage of `other`, after these.
  mutating func add(_ other: StageTimes) {
    for stage in other.stages { add(stage.name, seconds: stage.seconds) }
  }

  /// The seconds of the stage `name`; nil when it did not run.
  func seconds(of name: String) -> Double? {
    stages.first { $0.name == name }?.seconds
  }

  var description: String {
    stages.map { $0.name + String(format: " %.2f s", $0.seconds) }.joined(separator: ", ")
  }
}
