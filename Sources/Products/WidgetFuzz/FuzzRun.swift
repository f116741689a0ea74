import Foundation
import MirrorCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs many seeds, each tree in a worker process, so that a crash or a hang costs one seed
/// and not the run: the worker reports each tree as it starts and ends, a worker that dies
/// marks its current seed as a crash, and one that spends longer than the deadline on a tree
/// is killed and its seed marked as a hang. Either way a new worker goes on from the next seed.
package struct FuzzRun {
  package var firstSeed: UInt64
  package var count: Int
  package var limits: FuzzCase.Limits
  /// Seconds a worker may spend on one tree (all its families) before the tree is a hang.
  package var deadline: Double
  /// The `widget-fuzz` program, run as `widget-fuzz worker …` for the workers.
  package var program: URL

  package init(firstSeed: UInt64, count: Int, limits: FuzzCase.Limits, deadline: Double, program: URL) {
    self.firstSeed = firstSeed
    self.count = count
    self.limits = limits
    self.deadline = deadline
    self.program = program
  }

  /// The arguments that make a worker draw `count` trees from `seed` and report each.
  func workerArguments(from seed: UInt64, count: Int) -> [String] {
    [
      "worker", "--seed", String(seed), "--count", String(count), "--max-seconds", String(limits.seconds), "--max-bytes",
      String(limits.bytes),
    ]
  }

  /// Runs every seed; `progress` gets a line per finished tree that broke something.
  package func run(progress: (String) -> Void = { _ in }) throws -> FuzzSummary {
    var summary = FuzzSummary(firstSeed: firstSeed, count: count, limits: limits, deadline: deadline)
    let end = firstSeed &+ UInt64(count)
    var next = firstSeed
    while next != end {
      let outcome = try runWorker(from: next, count: Int(end &- next), into: &summary, progress: progress)
      switch outcome {
      case .finished:
        next = end
      case .crashed(let seed, let reason), .hung(let seed, let reason):
        if case .crashed = outcome {
          summary.crashes.append(FuzzSummary.Failure(seed: seed, what: reason))
        } else {
          summary.hangs.append(FuzzSummary.Failure(seed: seed, what: reason))
        }
        summary.trees += 1
        progress("seed \(seed): \(reason)")
        next = seed &+ 1
      }
    }
    return summary
  }

  enum WorkerOutcome {
    case finished
    case crashed(seed: UInt64, reason: String)
    case hung(seed: UInt64, reason: String)
  }

  private func runWorker(from seed: UInt64, count: Int, into summary: inout FuzzSummary, progress: (String) -> Void) throws
    -> WorkerOutcome
  {
    let process = Process()
    process.executableURL = program
    process.arguments = workerArguments(from: seed, count: count)
    let output = Pipe()
    process.standardOutput = output
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("widget-fuzz-\(getpid())-\(seed).log")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let descriptor = output.fileHandleForReading.fileDescriptor

    var current: UInt64?
    var ended = 0
    var drawings: [FuzzCase.Drawing] = []
    var started = Date()
    var startedCPU = 0.0
    var pending = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let waited = Date().timeIntervalSince(started)
      if let seed = current {
        // CPU time, so that a busy machine makes no hangs; wall time too, for a worker that
        // waits forever without spending any.
        let spent = Self.cpuSeconds(of: process.processIdentifier) - startedCPU
        if spent > deadline || waited > deadline * Self.wallClockFactor {
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          let reason =
            spent > deadline
            ? "hang: more than \(deadline) CPU seconds on one tree"
            : "hang: no result within \(deadline * Self.wallClockFactor) s"
          return .hung(seed: seed, reason: reason)
        }
      }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 200)
      if ready <= 0 { continue }
      let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if read <= 0 { break }
      pending.append(contentsOf: buffer[0..<read])
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        switch fields.first {
        case "begin":
          current = UInt64(fields[1])
          drawings = []
          started = Date()
          startedCPU = Self.cpuSeconds(of: process.processIdentifier)
        case "drawing":
          if let drawing = FuzzCase.Drawing(fields: fields) { drawings.append(drawing) }
        case "end":
          if let seed = current {
            summary.record(seed: seed, drawings: drawings)
            for drawing in drawings where !drawing.problems.isEmpty {
              progress("seed \(seed) \(drawing.family.rawValue): \(drawing.problems.joined(separator: "; "))")
            }
          }
          current = nil
          ended += 1
        default:
          break
        }
      }
    }
    process.waitUntilExit()
    let tail = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n").suffix(3).joined(separator: " | ") ?? ""
    let how =
      process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    guard let seed = current else {
      if ended == count { return .finished }
      throw FuzzRunError(message: "the worker stopped after \(ended) of \(count) trees, outside any tree (\(how)): \(tail)")
    }
    return .crashed(seed: seed, reason: "crash: \(how)\(tail.isEmpty ? "" : " (\(tail.prefix(300)))")")
  }
}

extension FuzzRun {
  /// How many times the deadline a tree may take in wall-clock time.
  static let wallClockFactor = 6.0

  /// The CPU time a process has spent (user and system), from `/proc/<pid>/stat`; 0 when unreadable.
  static func cpuSeconds(of pid: Int32) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return 0 }
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}

/// A worker that failed outside any tree: it could not start, or could not read its arguments.
struct FuzzRunError: Error, CustomStringConvertible {
  var message: String
  var description: String { "widget-fuzz: \(message)" }
}

extension FuzzCase.Drawing {
  /// The worker's line for this drawing: tab-separated fields, problems last.
  package var line: String {
    (["drawing", family.rawValue, String(seconds), String(bytes), isErrorCard ? "card" : "drawn"] + problems.map(Self.oneLine))
      .joined(separator: "\t")
  }

  init?(fields: [String]) {
    guard fields.count >= 5, let family = WidgetFamily(rawValue: fields[1]), let seconds = Double(fields[2]),
      let bytes = Int(fields[3])
    else { return nil }
    self.init(
      family: family, seconds: seconds, bytes: bytes, isErrorCard: fields[4] == "card", problems: Array(fields.dropFirst(5)))
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }.prefix(300))
  }
}
