import Foundation
import GalleryFixtures
import GalleryRunner

/// Runs a widget program's command line in a child process and turns a crash of widget code
/// into that widget's error card: the one place where crashes are isolated.
///
/// The child (and the workers of `build --jobs`, which inherit the channel) note in the
/// `CrashLedger` which widget's code they run. When the child dies of a crash signal, or a
/// build reports that one of its workers did, the crash is charged to the widget that process
/// was running, and the command runs again from the start with that widget shown as its error
/// card (`CrashLedger.crashes`). A crashed process is gone with whatever it held (locks,
/// half-made state), so the run that writes the site is one in which nothing crashed, and every
/// other widget is drawn exactly as without the crash. Each run charges a new widget, so the
/// runs end. A crash that no widget's code was running for (the widget bundle's body, or code
/// outside any widget) cannot be drawn as a card: the command ends with exit code 1 and a
/// message naming where it crashed, never with the crash itself, and nothing is written.
enum CrashSupervisor {
  /// Commands that run no widget code: they run in this process.
  static let unsupervised: Set<String> = ["diff", "merge", "serve", "init-ci", "help", "-h", "--help", "--version"]

  /// The signals of a crash (a Swift trap, a bad memory access, an abort).
  static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

  /// Runs the command line supervised, and exits as its last run did, unless this process is
  /// a supervised one already or `arguments` (the program's, after its name) name a command
  /// that runs no widget code; then it returns at once.
  static func superviseIfNeeded(arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
    guard !CrashLedger.isSupervised, !unsupervised.contains(arguments.first ?? "") else { return }
    var crashes: [WidgetCrash] = []
    while true {
      let run: Run
      do {
        run = try Run.start(crashes: crashes)
      } catch {
        StandardError.report("cannot start the build in a child process: \(error)")
        exit(70)
      }
      let status = run.wait()
      guard let crash = run.chargedCrash(status: status), !crashes.contains(where: { $0.widget == crash.widget }) else {
        if let place = run.unchargedCrash(status: status) {
          StandardError.report(
            "\(place) crashed: \(GalleryError.crashDescription(signal: status & 0x7f)), outside any widget's code, so no error card can stand for it; nothing was written (the crash's own message is above)"
          )
          exit(1)
        }
        exitAs(status)
      }
      StandardError.report("\(crash.step) crashed (signal \(crash.signal)): building again, with that widget as its error card")
      crashes.append(crash)
    }
  }

  /// Ends this process as `status` (a wait status) ended the child: its exit code, or its signal.
  private static func exitAs(_ status: Int32) -> Never {
    let signal = status & 0x7f
    if signal != 0 {
      Foundation.signal(signal, SIG_DFL)
      raise(signal)
      exit(128 + signal)
    }
    exit((status >> 8) & 0xff)
  }

  /// One run of the command line in a child process, and what it noted in the ledger.
  private final class Run {
    let pid: pid_t
    /// The ledger's read end.
    let channel: Int32
    private var pending: [UInt8] = []
    /// Per process, the widget whose code it runs and the step, from its last line.
    private var running: [pid_t: (widget: String, step: String)] = [:]
    /// Per process, the fixtures the widget it runs asked for and did not get.
    private var missing: [pid_t: [NotedRequest]] = [:]
    /// The workers a build saw die by a signal, in order.
    private var crashed: [(pid: pid_t, signal: Int32)] = []

    private init(pid: pid_t, channel: Int32) {
      self.pid = pid
      self.channel = channel
    }

    /// Starts this program again with the same arguments, the ledger's write end and the
    /// earlier crashes in its environment.
    static func start(crashes: [WidgetCrash]) throws -> Run {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      // Only the write end goes to the child, and on to its workers (this process starts no
      // other thread meanwhile).
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
      var environment = ProcessInfo.processInfo.environment
      environment[CrashLedger.descriptorVariable] = "\(ends[1])"
      if crashes.isEmpty {
        environment[CrashLedger.crashesVariable] = nil
      } else {
        environment[CrashLedger.crashesVariable] = String(decoding: try JSONEncoder().encode(crashes), as: UTF8.self)
      }
      let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      let argv = CommandLine.arguments.map { strdup($0) } + [nil]
      let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for argument in argv { free(argument) }
        for variable in envp { free(variable) }
      }
      var pid = pid_t()
      let started = posix_spawn(&pid, program, nil, nil, argv, envp)
      close(ends[1])
      guard started == 0 else {
        close(ends[0])
        throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EIO)
      }
      return Run(pid: pid, channel: ends[0])
    }

    /// Reads the ledger until the child exits; its wait status.
    func wait() -> Int32 {
      defer { close(channel) }
      while true {
        var polled = [pollfd(fd: channel, events: Int16(POLLIN), revents: 0)]
        _ = poll(&polled, 1, 100)
        read()
        var status: Int32 = 0
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid || (waited < 0 && errno != EINTR) {
          // What it wrote before it ended is in the pipe; processes it left behind may hold the
          // pipe open, so it is read as far as it goes now.
          read()
          return status
        }
      }
    }

    private func read() {
      var buffer = [UInt8](repeating: 0, count: 1 << 14)
      while true {
        let count = buffer.withUnsafeMutableBytes { Foundation.read(channel, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        pending += buffer[0..<count]
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          take(String(decoding: pending[..<newline], as: UTF8.self))
          pending.removeSubrange(...newline)
        }
      }
    }

    private func take(_ line: String) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3, let process = pid_t(fields[0]) else { return }
      switch fields[1] {
      case "!":
        if let signal = Int32(fields[2]) { crashed.append((process, signal)) }
      case "?":
        guard fields.count == 5 else { return }
        let noted = NotedRequest(location: fields[2], request: fields[3], description: fields[4])
        if !missing[process, default: []].contains(noted) { missing[process, default: []].append(noted) }
      default:
        // What a widget asked for is kept until the process runs another widget.
        if running[process]?.widget != fields[1] { missing[process] = nil }
        running[process] = (fields[1], fields[2...].joined(separator: " "))
      }
    }

    /// Where the child itself crashed (`status`) when no widget's code was running in it: the
    /// step it noted last ("the widget bundle's body"), or "the program"; nil when it did not
    /// crash.
    func unchargedCrash(status: Int32) -> String? {
      guard CrashSupervisor.crashSignals.contains(status & 0x7f) else { return nil }
      guard let noted = running[pid], !noted.step.isEmpty else { return "the program" }
      return noted.step
    }

    /// The crash to charge to a widget: the child's own (`status`), or the first worker's a
    /// build reported, when it was a crash and a widget's code was running in that process.
    func chargedCrash(status: Int32) -> WidgetCrash? {
      let signal = status & 0x7f
      let crash: (pid: pid_t, signal: Int32)? = signal != 0 && signal != 0x7f ? (pid, signal) : crashed.first
      guard let crash, CrashSupervisor.crashSignals.contains(crash.signal), let widget = running[crash.pid],
        !widget.widget.isEmpty, widget.widget != CrashLedger.bundleKey
      else { return nil }
      return WidgetCrash(widget: widget.widget, step: widget.step, signal: crash.signal, missing: missing[crash.pid] ?? [])
    }
  }
}
