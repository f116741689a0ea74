import Foundation
import GalleryRunner
import GallerySite
import Synchronization

/// Runs the parts of a build in worker processes at once and waits for them, each within a
/// deadline.
///
/// Each worker gets `/dev/null` as standard input, a file in `folder` for each of standard
/// output and error (`part-<i>.out`, `part-<i>.err`), and its report channel
/// (`WorkerReport`) at file descriptor 3: a socket on which it waits for its go (`go(_:)`)
/// before it claims any previews, then sends its reports. A worker must send a report at least
/// every `deadline` seconds once it has its go (it sends one as each widget starts and finishes). When a worker
/// crashes, exits with an error, ends without its `done` report or misses its deadline, the
/// others are stopped (SIGTERM, then SIGKILL) and `run` throws a `WorkerError` that names the
/// part, the widget it was rendering and what it said last (a crash report's first lines).
package struct WorkerPool: Sendable {
  /// One worker: its part, the program it runs, its command line (with the program's name
  /// first) and environment.
  struct Worker: Sendable {
    var part: Shard
    var executable: String
    var arguments: [String]
    var environment: [String: String]
  }

  /// A worker started and not yet watched: it waits for its go on its report channel.
  ///
  /// Plain numbers, so that a build can start its workers before it re-executes itself and
  /// watch them after (`EarlyWorkers`).
  package struct Started: Codable, Sendable, Equatable {
    var part: Shard
    var pid: pid_t
    /// This process's end of the report channel.
    var channel: Int32
  }

  /// What a worker delivered.
  struct Finished: Sendable {
    var part: Shard
    var drawn: Int
    var kept: Int
    /// What it printed on standard output and error.
    var output: Data
    var errors: Data
  }

  /// Where the workers' standard output and error go.
  var folder: URL
  /// Seconds a worker may go without a report.
  var deadline: Double
  /// Seconds a stopped worker, or one that closed its report channel, may take to exit.
  var exitDeadline: Double = 10
  /// Set by `cancel()`, from another thread.
  let cancelled = Cancellation()

  /// Makes `run` stop its workers and throw `CancellationError` (within 0.1 s), when the build
  /// fails on its own before the workers are done.
  func cancel() { cancelled.flag.store(true, ordering: .relaxed) }

  final class Cancellation: Sendable {
    let flag = Atomic<Bool>(false)
  }

  /// Starts every worker, gives each its go, passes each report to `report` as it comes, and
  /// returns what each delivered, in the order of `workers`.
  ///
  /// - Throws: `WorkerError` for the first worker that failed; no worker is left running.
  func run(_ workers: [Worker], report: (Shard, WorkerReport) -> Void) throws -> [Finished] {
    var started: [Started] = []
    for worker in workers {
      do {
        started.append(try start(worker))
      } catch {
        dismiss(started)
        throw error
      }
    }
    Self.go(started)
    return try watch(started, report: report)
  }

  /// Sends each worker its go: the files it reads before it claims previews are in place.
  static func go(_ workers: [Started]) {
    let go = Array("go\n".utf8)
    // A worker that is gone already is found out by `watch`.
    for worker in workers { _ = send(worker.channel, go, go.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Sends no go: closes the workers' channels, on which they wait for it and then exit, and
  /// waits for them to (stopping those that take longer than `exitDeadline`).
  func dismiss(_ workers: [Started]) {
    let running = workers.map { Running(part: $0.part, pid: $0.pid, channel: $0.channel) }
    for worker in running { worker.closeChannel() }
    waitForExit(running)
    stop(running)
  }

  /// Watches workers that have their go: passes each report to `report` as it comes, and
  /// returns what each delivered, in the order of `workers`.
  ///
  /// - Throws: `WorkerError` for the first worker that failed; no worker is left running.
  func watch(_ workers: [Started], report: (Shard, WorkerReport) -> Void) throws -> [Finished] {
    let running = workers.map { Running(part: $0.part, pid: $0.pid, channel: $0.channel) }
    defer { stop(running) }
    let clock = ContinuousClock()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while running.contains(where: { !$0.delivered }) {
      if cancelled.flag.load(ordering: .relaxed) { throw CancellationError() }
      var polled = running.filter { $0.channel >= 0 }.map { pollfd(fd: $0.channel, events: Int16(POLLIN), revents: 0) }
      // Without a channel left to wait on, only exits are waited for: look again soon.
      _ = poll(&polled, nfds_t(polled.count), polled.isEmpty ? 2 : 100)
      for worker in running where worker.channel >= 0 {
        while true {
          let count = buffer.withUnsafeMutableBytes { read(worker.channel, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          if count == 0 { worker.closeChannel() }
          guard count > 0 else { break }
          worker.lastReport = clock.now
          worker.pending += buffer[0..<count]
          while let newline = worker.pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: worker.pending[..<newline], as: UTF8.self)
            worker.pending.removeSubrange(...newline)
            guard let message = WorkerReport(line: Substring(line)) else { continue }
            worker.take(message)
            report(worker.part, message)
          }
        }
      }
      for worker in running where !worker.delivered {
        var status: Int32 = 0
        if worker.status == nil, waitpid(worker.pid, &status, WNOHANG) == worker.pid {
          worker.status = status
          worker.exitedAt = clock.now
          let signal = status & 0x7f
          if signal != 0 {
            // For the supervisor, which charges the crash to the widget the worker was running.
            CrashLedger.recordCrash(of: worker.pid, signal: signal)
            throw error(worker, .signal(signal))
          }
          if (status >> 8) & 0xff != 0 { throw error(worker, .status((status >> 8) & 0xff)) }
        }
        if let exited = worker.exitedAt {
          // Its last reports are read before it is judged: the channel ends, or (held open by
          // a process it left behind) is given up after `exitDeadline`.
          if worker.channel >= 0 && clock.now - exited > .seconds(exitDeadline) { worker.closeChannel() }
          guard worker.channel < 0 else { continue }
          guard worker.drawn != nil else { throw error(worker, .unfinished) }
          worker.delivered = true
        } else if let closed = worker.closedAt, clock.now - closed > .seconds(exitDeadline) {
          throw error(worker, .timedOut(seconds: exitDeadline))
        } else if worker.closedAt == nil, clock.now - worker.lastReport > .seconds(deadline) {
          throw error(worker, .timedOut(seconds: deadline))
        }
      }
    }
    return running.map {
      Finished(
        part: $0.part, drawn: $0.drawn ?? 0, kept: $0.kept ?? 0,
        output: FileManager.default.contents(atPath: outputFile($0.part).path) ?? Data(),
        errors: FileManager.default.contents(atPath: errorFile($0.part).path) ?? Data())
    }
  }

  /// A worker as it runs.
  private final class Running {
    let part: Shard
    let pid: pid_t
    /// The read end of its report channel, -1 once it ended.
    var channel: Int32
    var pending: [UInt8] = []
    var lastReport: ContinuousClock.Instant
    /// When the channel ended, when the worker exited, with its wait status.
    var closedAt: ContinuousClock.Instant?
    var exitedAt: ContinuousClock.Instant?
    var status: Int32?
    /// Whether it exited with its part written and every report read.
    var delivered = false
    /// The widget it started and has not finished.
    var widget: String?
    var drawn: Int?
    var kept: Int?

    init(part: Shard, pid: pid_t, channel: Int32) {
      self.part = part
      self.pid = pid
      self.channel = channel
      lastReport = ContinuousClock().now
    }

    func closeChannel() {
      guard channel >= 0 else { return }
      close(channel)
      channel = -1
      closedAt = ContinuousClock().now
    }

    func take(_ report: WorkerReport) {
      switch report {
      case .started(_, _, let widget): self.widget = widget
      case .finished: widget = nil
      case .done(let drawn, let kept):
        self.drawn = drawn
        self.kept = kept
      }
    }
  }

  private func outputFile(_ part: Shard) -> URL { folder.appendingPathComponent("part-\(part.index).out") }
  private func errorFile(_ part: Shard) -> URL { folder.appendingPathComponent("part-\(part.index).err") }

  /// Starts a worker, which waits for its go (`go(_:)`) on its report channel.
  ///
  /// - Throws: `WorkerError` when the channel cannot be made or the program cannot be started.
  func start(_ worker: Worker) throws -> Started {
    var channel: [Int32] = [-1, -1]
    // Neither end goes to other workers; the worker gets its copy of the second at 3.
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &channel) == 0 else {
      throw WorkerError(part: worker.part, reason: .notStarted(String(cString: strerror(errno))), errors: "")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile(worker.part).path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile(worker.part).path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, channel[1], WorkerReport.descriptor)
    let argv = worker.arguments.map { strdup($0) } + [nil]
    let environment = worker.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for argument in argv { free(argument) }
      for variable in environment { free(variable) }
    }
    var pid = pid_t()
    let started = posix_spawn(&pid, worker.executable, &actions, nil, argv, environment)
    close(channel[1])
    guard started == 0 else {
      close(channel[0])
      throw WorkerError(part: worker.part, reason: .notStarted(String(cString: strerror(started))), errors: "")
    }
    _ = fcntl(channel[0], F_SETFL, O_NONBLOCK)
    return Started(part: worker.part, pid: pid, channel: channel[0])
  }

  private func error(_ worker: Running, _ reason: WorkerError.Reason) -> WorkerError {
    let errors = FileManager.default.contents(atPath: errorFile(worker.part).path) ?? Data()
    let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    // A crash report's first lines (the message and the crashed thread's frames), not the
    // registers and images it ends with; otherwise the last lines.
    let crash = lines.firstIndex { $0.contains("Fatal error") || $0.contains("Program crashed") }
    let shown = crash.map { lines[$0...].prefix(40) } ?? lines.suffix(20)
    let excerpt = shown.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    return WorkerError(part: worker.part, reason: reason, widget: worker.widget, errors: excerpt)
  }

  /// Stops the workers still running: SIGTERM, then SIGKILL for those still there after
  /// `exitDeadline`, then waits at most `exitDeadline` more.
  private func stop(_ workers: [Running]) {
    for worker in workers { worker.closeChannel() }
    let left = workers.filter { $0.status == nil }
    for worker in left { kill(worker.pid, SIGTERM) }
    waitForExit(left)
    for worker in left where worker.status == nil { kill(worker.pid, SIGKILL) }
    waitForExit(left)
  }

  /// Waits at most `exitDeadline` for `workers` to exit, and takes their statuses.
  private func waitForExit(_ workers: [Running]) {
    let clock = ContinuousClock()
    let start = clock.now
    while true {
      for worker in workers where worker.status == nil {
        var status: Int32 = 0
        if waitpid(worker.pid, &status, WNOHANG) == worker.pid { worker.status = status }
      }
      guard workers.contains(where: { $0.status == nil }), clock.now - start < .seconds(exitDeadline) else { return }
      usleep(10_000)
    }
  }
}
