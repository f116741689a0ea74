import Foundation
import Locking
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A program run to its end, within an optional deadline: the one way our tools, tests and
/// benchmarks run another program and wait for it.
///
/// Its standard output and error are read while it runs, so a program that writes more than a
/// pipe holds never blocks. A program still running at the deadline is stopped (SIGTERM, then
/// SIGKILL after a grace period) and reported as ``TimedOut`` with what it was run for and what it
/// printed so far. How it ended comes with what it used (``Usage``: peak memory and CPU time of
/// the process and the children it waited for, wall time), read from `wait4`.
///
/// The environment is passed in key order, so the same inputs start the same process.
package struct ChildProcess: Sendable {
  /// Where one of the program's output streams goes.
  package enum Stream: Sendable, Equatable {
    /// Read into ``Finished``.
    case captured
    /// To `/dev/null`: a benchmark's program, whose output would cost it time.
    case discarded
    /// Written straight to one of this process's descriptors (standard error, say).
    case forwarded(to: Int32)
    /// Standard error only: into standard output's stream, in the order it was written.
    case intoOutput
  }

  package var executable: URL
  package var arguments: [String]
  /// `nil` passes this process's environment on.
  package var environment: [String: String]?
  /// Written to the program's standard input, which is `/dev/null` when it is `nil`.
  package var standardInput: Data?
  package var standardOutput = Stream.captured
  package var standardError = Stream.captured

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

  /// The command line, for messages.
  package var command: String { ([executable.path] + arguments).joined(separator: " ") }

  /// Runs the program to its end and returns how it ended.
  ///
  /// - Parameters:
  ///   - what: what the caller waits for, for the message when it does not come.
  ///   - seconds: the deadline, or `nil` for none; the program is stopped when it passes.
  ///   - grace: how long a program sent SIGTERM at the deadline has before SIGKILL.
  /// - Throws: ``TimedOut`` at the deadline, or ``SpawnError`` when the program cannot start.
  package func run(waitingFor what: String, seconds: Double? = 300, grace: Double = 5) throws -> Finished {
    var plumbing = try Plumbing(input: standardInput != nil, output: standardOutput, errors: standardError)
    defer { plumbing.closeAll() }
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let variables = environment ?? ProcessInfo.processInfo.environment
    let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = plumbing.withActions { posix_spawn(&pid, executable.path, $0, nil, argv, envp) }
    guard spawned == 0 else { throw SpawnError(command: command, reason: String(cString: strerror(spawned))) }
    plumbing.closeChildEnds()

    let output = PipeReader(plumbing.take(\.outputRead))
    let errors = PipeReader(plumbing.take(\.errorRead))
    if let standardInput, let descriptor = plumbing.take(\.inputWrite) {
      Thread.detachNewThread {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try? handle.write(contentsOf: standardInput)
      }
    }
    let exit = ExitWaiter(pid: pid)
    guard exit.wait(seconds: seconds) else {
      kill(pid, SIGTERM)
      if !exit.wait(seconds: grace) {
        kill(pid, SIGKILL)
        _ = exit.wait(seconds: grace)
      }
      let printed = output.data(within: grace) + errors.data(within: 1)
      throw TimedOut(what: what, command: command, seconds: seconds ?? 0, output: String(decoding: printed, as: UTF8.self))
    }
    let ended = exit.result
    let wall = (clock.now - start) / .seconds(1)
    // A program that left a child behind holding its pipes open ends without an end of file.
    return Finished(
      processIdentifier: pid, status: ended.status, signaled: ended.signaled, outputData: output.data(within: 10),
      errors: String(decoding: errors.data(within: 10), as: UTF8.self),
      usage: Usage(peakBytes: ended.peakBytes, cpuSeconds: ended.cpuSeconds, seconds: wall))
  }
}

extension ChildProcess {
  /// What a finished program printed, how it ended and what it used.
  package struct Finished: Sendable {
    /// The process's id, which it kept through any `exec` of its own.
    package let processIdentifier: Int32
    /// Its exit status, or the number of the signal that ended it.
    package let status: Int32
    /// `true` when a signal ended it.
    package let signaled: Bool
    /// Standard output as written, when it was captured.
    package let outputData: Data
    /// Standard error, when it was captured on its own.
    package let errors: String
    package let usage: Usage

    /// Standard output as text.
    package var output: String { String(decoding: outputData, as: UTF8.self) }
    /// `true` when it exited with status 0.
    package var succeeded: Bool { !signaled && status == 0 }
  }

  /// What one run used.
  package struct Usage: Sendable {
    /// The peak resident memory of the process (and of the children it waited for), in bytes.
    ///
    /// Linux counts the parent's resident memory at the spawn into the child's peak (the
    /// child starts as a copy of the parent, and `exec` keeps that copy's high-water mark), so
    /// this is the child's own peak only when the parent is the smaller of the two.
    package var peakBytes: Int
    /// User and system CPU time of the process and of the children it waited for, in seconds.
    package var cpuSeconds: Double
    /// Wall time from starting the process to its exit, in seconds.
    package var seconds: Double
  }

  /// The program did not finish within its deadline.
  package struct TimedOut: Error, CustomStringConvertible {
    package let what: String
    package let command: String
    package let seconds: Double
    package let output: String

    package init(what: String, command: String, seconds: Double, output: String) {
      self.what = what
      self.command = command
      self.seconds = seconds
      self.output = output
    }

    package var description: String {
      let shown = output.isEmpty ? "nothing" : "its output so far:\n\(output.suffix(8000))"
      let limit = seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
      return "waited \(limit) for \(what) (\(command)); it did not finish and was stopped; it printed \(shown)"
    }
  }

  /// The program could not be started.
  package struct SpawnError: Error, CustomStringConvertible {
    package let command: String
    package let reason: String

    package var description: String { "could not start \(command): \(reason)" }
  }
}
