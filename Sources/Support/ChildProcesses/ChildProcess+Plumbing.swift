import Foundation
import Locking
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension ChildProcess {
  /// The pipes and `posix_spawn` file actions that connect a program's standard streams.
  ///
  /// Every end is close-on-exec (the child's are put in place by `dup2`, which clears it), so
  /// a program started later does not inherit them and keep a pipe open.
  struct Plumbing {
    var inputRead: Int32?
    var inputWrite: Int32?
    var outputRead: Int32?
    var outputWrite: Int32?
    var errorRead: Int32?
    var errorWrite: Int32?
    private let output: Stream
    private let errors: Stream

    init(input: Bool, output: Stream, errors: Stream) throws {
      self.output = output
      self.errors = errors
      if input { (inputRead, inputWrite) = try Self.pipe() }
      if output == .captured { (outputRead, outputWrite) = try Self.pipe() }
      if errors == .captured { (errorRead, errorWrite) = try Self.pipe() }
    }

    /// Calls `body` with file actions that give the child its three streams.
    func withActions(_ body: (UnsafePointer<posix_spawn_file_actions_t>) -> Int32) -> Int32 {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      if let inputRead {
        posix_spawn_file_actions_adddup2(&actions, inputRead, 0)
      } else {
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      }
      Self.connect(&actions, 1, output, pipe: outputWrite)
      Self.connect(&actions, 2, errors, pipe: errorWrite)
      return body(&actions)
    }

    /// Closes the child's ends in this process, once the child holds them.
    mutating func closeChildEnds() {
      for end in [\Self.inputRead, \Self.outputWrite, \Self.errorWrite] { if let descriptor = take(end) { close(descriptor) } }
    }

    /// Hands over one descriptor: it is no longer closed by ``closeAll()``.
    mutating func take(_ end: WritableKeyPath<Self, Int32?>) -> Int32? {
      defer { self[keyPath: end] = nil }
      return self[keyPath: end]
    }

    /// Closes whatever was not handed over (after a failed start).
    mutating func closeAll() {
      for end in [\Self.inputRead, \Self.inputWrite, \Self.outputRead, \Self.outputWrite, \Self.errorRead, \Self.errorWrite] {
        if let descriptor = take(end) { close(descriptor) }
      }
    }

    private static func connect(
      _ actions: inout posix_spawn_file_actions_t, _ descriptor: Int32, _ stream: Stream, pipe: Int32?
    ) {
      switch stream {
      case .captured:
        if let pipe { posix_spawn_file_actions_adddup2(&actions, pipe, descriptor) }
      case .discarded:
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
      case .forwarded(let target):
        posix_spawn_file_actions_adddup2(&actions, target, descriptor)
      case .intoOutput:
        // The child's standard output is already in place: actions run in order.
        posix_spawn_file_actions_adddup2(&actions, 1, descriptor)
      }
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
      var ends: [Int32] = [0, 0]
      guard Glibc.pipe(&ends) == 0 else { throw SpawnError(command: "a pipe", reason: String(cString: strerror(errno))) }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return (ends[0], ends[1])
    }
  }

  /// Waits for a child on a thread of its own, so that the caller can wait with a deadline;
  /// `wait4` gives the status and what the child used.
  final class ExitWaiter: Sendable {
    struct Ended: Sendable {
      var status: Int32 = 0
      var signaled = false
      var peakBytes = 0
      var cpuSeconds = 0.0

      /// The end `wait4` reported: the exit status, or the number of the signal that ended it.
      init(status: Int32, usage: rusage) {
        let signal: Int32 = status & 0x7f
        signaled = signal != 0 && signal != 0x7f
        self.status = signaled ? signal : (status >> 8) & 0xff
        peakBytes = Int(usage.ru_maxrss) * 1024
        cpuSeconds = Ended.seconds(usage.ru_utime) + Ended.seconds(usage.ru_stime)
      }

      init() {}

      private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
      }
    }

    private let ended = DispatchSemaphore(value: 0)
    private let state = Mutex(Ended())

    init(pid: pid_t) {
      Thread.detachNewThread { [self] in
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let ending = Ended(status: status, usage: usage)
        state.locked { $0 = ending }
        ended.signal()
      }
    }

    /// Whether the child exited within `seconds` (`nil`: waits as long as it takes).
    func wait(seconds: Double?) -> Bool {
      let exited =
        seconds.map { ended.wait(timeout: .now() + $0) == .success }
        ?? {
          ended.wait()
          return true
        }()
      if exited { ended.signal() }
      return exited
    }

    var result: Ended { state.locked { $0 } }
  }

  /// Reads a pipe to its end on a thread of its own.
  final class PipeReader: Sendable {
    private let data = Mutex(Data())
    private let ended = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32?) {
      guard let descriptor else {
        ended.signal()
        return
      }
      Thread.detachNewThread { [self] in
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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
}
