import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run to completion by a benchmark, its output discarded: its wall time is the
/// benchmark's, its peak memory and allocations are read here.
package struct ChildProcess {
  /// What one run used.
  package struct Usage {
    /// The peak resident memory of the process (and of the children it waited for), in bytes.
    package var peakBytes: Int
    /// The allocations the process made, when it counted them (see `GalleryProgram`).
    package var mallocs: Int?
    /// User and system CPU time of the process and of the children it waited for (a build's
    /// worker processes), in seconds.
    package var cpuSeconds: Double
    /// Wall time from starting the process to its exit, in seconds: the program's own time,
    /// without the benchmark's work around it.
    package var seconds: Double
  }

  package let executable: String
  package let arguments: [String]
  package var environment: [String: String]

  package init(executable: String, arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }

  /// Runs the program and waits for it; throws when it cannot start or exits unsuccessfully.
  package func run() throws -> Usage {
    let counts = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-mallocs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: counts) }
    var environment = environment
    environment[GalleryProgram.mallocCountVariable] = counts.path
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid = pid_t()
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw ChildProcessError(command: description, reason: String(cString: strerror(spawned))) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    guard status == 0 else { throw ChildProcessError(command: description, reason: "wait status \(status)") }
    let mallocs = (try? String(contentsOf: counts, encoding: .utf8)).flatMap { Int($0) }
    let cpu = [usage.ru_utime, usage.ru_stime].map { Double($0.tv_sec) + Double($0.tv_usec) / 1e6 }.reduce(0, +)
    return Usage(peakBytes: usage.ru_maxrss * 1024, mallocs: mallocs, cpuSeconds: cpu, seconds: elapsed / .seconds(1))
  }

  /// The command line, for errors.
  package var description: String { ([executable] + arguments).joined(separator: " ") }
}

/// A benchmark's child process failed.
package struct ChildProcessError: Error, CustomStringConvertible {
  package let command: String
  package let reason: String

  package init(command: String, reason: String) {
    self.command = command
    self.reason = reason
  }

  package var description: String { "\(command) failed (\(reason)); run it alone to see why" }
}
