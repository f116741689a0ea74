import ChildProcesses
import Foundation

extension ChildProcess {
  /// Runs a benchmark's program to its end, its output discarded (its wall time is the
  /// benchmark's); returns what it used and the allocations it counted (see `GalleryProgram`).
  /// The usage's peak memory is the one the gallery program reports of itself when it is one.
  ///
  /// - Throws: ``BenchmarkError`` when it cannot start or does not exit successfully.
  package func measured() throws -> (usage: Usage, mallocs: Int?) {
    let counts = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-mallocs-\(UUID().uuidString)")
    let peak = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-peak-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: counts)
      try? FileManager.default.removeItem(at: peak)
    }
    var child = self
    child.environment = (environment ?? ProcessInfo.processInfo.environment)
      .merging([GalleryProgram.mallocCountVariable: counts.path, GalleryProgram.peakMemoryVariable: peak.path]) { $1 }
    child.standardOutput = .discarded
    child.standardError = .discarded
    let finished: Finished
    do {
      finished = try child.run(waitingFor: "a benchmark's program", seconds: nil)
    } catch {
      throw BenchmarkError(command: command, reason: "\(error)")
    }
    guard finished.succeeded else {
      throw BenchmarkError(command: command, reason: "\(finished.signaled ? "signal" : "exit status") \(finished.status)")
    }
    var usage = finished.usage
    if let reported = (try? String(contentsOf: peak, encoding: .utf8)).flatMap({ Int($0) }) { usage.peakBytes = reported }
    return (usage, (try? String(contentsOf: counts, encoding: .utf8)).flatMap { Int($0) })
  }
}

/// A benchmark's program or browser failed.
package struct BenchmarkError: Error, CustomStringConvertible {
  package let command: String
  package let reason: String

  package init(command: String, reason: String) {
    self.command = command
    self.reason = reason
  }

  package var description: String { "\(command) failed (\(reason)); run it alone to see why" }
}
