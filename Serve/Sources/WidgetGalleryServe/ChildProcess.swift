import Foundation
import Synchronization

/// A program `serve` runs and waits for: `swift build`, or the widget program's `build`.
struct ChildProcess {
  var executable: URL
  var arguments: [String]
  /// The whole environment of the program; nil for this process's own.
  var environment: [String: String]?
  /// How long the program may run: past it, it is stopped (SIGTERM, then SIGKILL five seconds
  /// later) and `run()` throws `TimedOut`. Half an hour: a build that takes longer is stuck.
  var deadline: Double = 1800

  /// What a finished run printed (standard output and error together) and its exit status.
  struct Outcome {
    var status: Int32
    var output: String
    var seconds: Double
  }

  /// The program did not finish within its deadline and was stopped.
  struct TimedOut: Error, CustomStringConvertible {
    var command: String
    var seconds: Double
    var output: String

    var description: String {
      let limit = seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
      return "\(command) did not finish within \(limit) and was stopped"
        + (output.isEmpty ? "" : "; its last output:\n\(output.suffix(2000))")
    }
  }

  /// Runs the program to its end, or to its deadline, without blocking the caller's thread.
  ///
  /// Its end is taken from `terminationHandler`, not `waitUntilExit()`: on Linux that polls
  /// the run loop every 50 ms, which added up to 50 ms to every compile, link and render.
  func run() async throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let start = DispatchTime.now()
    let stopped = Atomic(false)
    let finished = Atomic(false)
    let command = ([executable.path] + arguments).joined(separator: " ")
    let deadline = deadline
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    return try await withCheckedThrowingContinuation { continuation in
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
        return
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
        guard !finished.load(ordering: .relaxed), process.isRunning else { return }
        stopped.store(true, ordering: .relaxed)
        process.terminate()
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
          if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
      }
      DispatchQueue.global().async {
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exited.wait()
        finished.store(true, ordering: .relaxed)
        if stopped.load(ordering: .relaxed) {
          continuation.resume(throwing: TimedOut(command: command, seconds: deadline, output: output))
          return
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        continuation.resume(returning: Outcome(status: process.terminationStatus, output: output, seconds: seconds))
      }
    }
  }
}
