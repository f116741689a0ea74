import Foundation

/// The workers of `build --jobs`, started before the build re-executes itself under the clock
/// and handed over to the program that `exec` makes of it.
///
/// A build that must re-execute itself for its private preferences and the reference clock
/// (`WidgetRegistry.prepareForProviders()`) starts its workers first, so their start, about
/// as long as its own, happens while it starts again. Their processes are its children before
/// and after `exec`, which keeps the pid; their report channels are kept open across it, and
/// this value, in the environment (`variable`), tells the new program where they are. The
/// workers wait for their go (`WorkerPool.go(_:)`), which the build sends once it has written
/// what they read; a build that does not use them closes their channels, and they exit.
package struct EarlyWorkers: Codable, Equatable {
  /// The work folder made for them, in which they write.
  package var folder: String
  package var workers: [WorkerPool.Started]

  /// The environment variable that hands them over, removed as they are taken.
  static let variable = "WIDGETGALLERY_EARLY_WORKERS"

  /// Puts them in the environment and keeps their channels open across the `exec` that follows.
  func handOver() {
    for worker in workers { _ = fcntl(worker.channel, F_SETFD, 0) }
    let text = String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
    setenv(Self.variable, text, 1)
  }

  /// Takes back what `handOver()` did when `exec` did not happen: the channels are closed
  /// again at the next `exec`, and the environment no longer names them.
  func takeBack() {
    unsetenv(Self.variable)
    for worker in workers { _ = fcntl(worker.channel, F_SETFD, FD_CLOEXEC) }
  }

  /// The workers handed over to this program, if any, taken out of the environment.
  ///
  /// Nil unless every one is as handed over: its channel an open socket of this process, its
  /// process a child of this one. A value that names anything else (an environment set by
  /// hand) is ignored, and nothing it names is touched.
  package static func take() -> EarlyWorkers? {
    guard let text = getenv(variable).map({ String(cString: $0) }) else { return nil }
    unsetenv(variable)
    guard let early = try? JSONDecoder().decode(EarlyWorkers.self, from: Data(text.utf8)), !early.workers.isEmpty,
      early.workers.allSatisfy({ isSocket($0.channel) && isChild($0.pid) })
    else { return nil }
    for worker in early.workers { _ = fcntl(worker.channel, F_SETFD, FD_CLOEXEC) }
    return early
  }

  private static func isSocket(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
  }

  /// Whether `pid` is a child of this process that has not been waited for.
  private static func isChild(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    return pid > 0 && waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0
  }
}
