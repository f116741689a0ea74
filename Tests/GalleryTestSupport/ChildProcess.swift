import Foundation
import Locking
import Synchronization

/// A program a test runs to its end, within a deadline.
///
/// Its standard output and standard error are read while it runs (a program that writes more
/// than a pipe holds never blocks on a test that reads only after the exit), and a program
/// still running at the deadline is stopped (SIGTERM, then SIGKILL) and reported with what it
/// was started for and what it printed so far, never waited for without end.
package struct ChildProcess {
  package var executable: URL
  package var arguments: [String]
  package var environment: [String: String]?
  package var standardInput: Data?
  /// Standard error goes to `output` too, in the order the program wrote it.
  package var mergesErrors = false

  package init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, standardInput: Data? = nil) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.standardInput = standardInput
  }

  /// `executable` run by `wrapper`, a command line that takes the program and its arguments at
  /// its end (`strace -f …`, `env …`); with an empty `wrapper`, `executable` itself.
  package init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, through wrapper: [String]) {
    guard let command = wrapper.first else {
      self.init(executable, arguments, environment: environment)
      return
    }
    self.init(
      URL(fileURLWithPath: command), Array(wrapper.dropFirst()) + [executable.path] + arguments, environment: environment)
  }

  /// What a finished program printed and how it ended.
  package struct Finished {
    /// The process's id, which it kept through any `exec` of its own.
    package let processIdentifier: Int32
    package let status: Int32
    /// `true` when a signal ended it (`status` is then the signal's number).
    package let signaled: Bool
    /// Standard output as written.
    package let outputData: Data
    package let errors: String

    /// Standard output as text.
    package var output: String { String(decoding: outputData, as: UTF8.self) }
  }

  /// The program did not finish within its deadline.
  package struct TimedOut: Error, CustomStringConvertible {
    package let what: String
    package let command: String
    package let seconds: Double
    package let output: String

    package var description: String {
      let shown = output.isEmpty ? "nothing" : "its output so far:\n\(output.suffix(8000))"
      let limit = seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
      return "waited \(limit) for \(what) (\(command)); it did not finish and was stopped; it printed \(shown)"
    }
  }

  /// Runs the program to its end and returns how it ended.
  ///
  /// - Parameters:
  ///   - what: what the test waits for, for the message when it does not come.
  ///   - seconds: the deadline; the program is stopped when it passes.
  /// - Throws: `TimedOut` at the deadline, or the error that kept the program from starting.
  package func run(waitingFor what: String, seconds: Double = 300) throws -> Finished {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    let inputPipe = standardInput.map { _ in Pipe() }
    process.standardOutput = outputPipe
    process.standardError = mergesErrors ? outputPipe : errorPipe
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let output = PipeReader(outputPipe.fileHandleForReading)
    let errors = PipeReader(mergesErrors ? nil : errorPipe.fileHandleForReading)
    if let inputPipe, let standardInput {
      let writer = inputPipe.fileHandleForWriting
      Thread.detachNewThread {
        try? writer.write(contentsOf: standardInput)
        try? writer.close()
      }
    }
    let command = ([executable.path] + arguments).joined(separator: " ")
    guard exited.wait(timeout: .now() + seconds) == .success else {
      process.terminate()
      if exited.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = exited.wait(timeout: .now() + 5)
      }
      let printed = output.data(within: 5) + errors.data(within: 1)
      throw TimedOut(what: what, command: command, seconds: seconds, output: String(decoding: printed, as: UTF8.self))
    }
    // A program that left a child behind holding its pipes open ends without an end of file.
    return Finished(
      processIdentifier: process.processIdentifier, status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal, outputData: output.data(within: 10),
      errors: String(decoding: errors.data(within: 10), as: UTF8.self))
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: Sendable {
  private let data = Mutex(Data())
  private let ended = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle?) {
    guard let handle else {
      ended.signal()
      return
    }
    Thread.detachNewThread { [self] in
      while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
        data.locked { $0.append(chunk) }
      }
      ended.signal()
    }
  }

  /// What was read once the pipe ended, or what was read so far after `seconds`.
  func data(within seconds: Double) -> Data {
    if ended.wait(timeout: .now() + seconds) == .success { ended.signal() }
    return data.locked { $0 }
  }
}

extension Process {
  /// Waits for the program to end, at most `seconds`; at the deadline it is killed and
  /// `ChildProcess.TimedOut` names `what` the test waited for.
  package func waitForExit(within seconds: Double, waitingFor what: String) throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
    while isRunning {
      guard clock.now < deadline else {
        kill(processIdentifier, SIGKILL)
        let command = ([executableURL?.path ?? "?"] + (arguments ?? [])).joined(separator: " ")
        throw ChildProcess.TimedOut(what: what, command: command, seconds: seconds, output: "")
      }
      usleep(5000)
    }
  }
}
