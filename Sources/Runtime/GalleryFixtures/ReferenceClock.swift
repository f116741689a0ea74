import Foundation

/// The gallery's fixed "now": providers and view bodies run with the wall clock stopped at
/// 10 June 2024, 9:41:00 UTC, so a widget that calls `Date()` shows the same time on every
/// run, in its entries and in the dates it formats itself alike.
///
/// The clock is stopped by Debian's libfaketime, preloaded into the process when the command
/// line re-executes itself for its private preferences
/// (``AppDataFixtures/relaunchWithPrivatePreferencesIfNeeded(referenceClock:)``). Only the
/// wall clock stops: monotonic clocks (timeouts, `ContinuousClock`, dispatch deadlines) keep
/// running and file times are the real ones. The program arms its own timer descriptors
/// (`CClockTimers`), since libfaketime's `timerfd_settime` moves monotonic deadlines years
/// ahead and no dispatch or run loop timer would fire on time. Code that waits for a
/// wall-clock date (`RunLoop.run(until:)` while the run loop has work, a `DispatchWallTime`
/// deadline) waits forever.
package enum ReferenceClock {
  /// 2024-06-10T09:41:00Z.
  package static let date = Date(timeIntervalSince1970: referenceSeconds)
  private static let referenceSeconds: TimeInterval = 1_718_012_460

  /// Set in the environment of a process re-executed under the clock, so a preload that does
  /// not take effect is reported instead of relaunching again.
  static let markerVariable = "WIDGETGALLERY_REFERENCE_CLOCK"

  /// Whether this process reads the reference time from the wall clock.
  package static var isInEffect: Bool {
    abs(Date().timeIntervalSince(date)) < 0.001
  }

  /// Whether this program's timers keep real time under the clock: its own
  /// `timerfd_settime` is the one libdispatch and the run loop call, not libfaketime's.
  package static var timersKeepRealTime: Bool { clockTimersInEffect() == 1 }

  /// The wall-clock date a timer of this process waits for that the stopped clock never
  /// reaches (`asyncAfter(wallDeadline:)`, a `DispatchSource` timer on `DispatchWallTime`),
  /// if there is one.
  package static var pendingWallClockDeadline: Date? {
    let nanoseconds = clockTimersPendingWallDeadline()
    return nanoseconds == 0 ? nil : Date(timeIntervalSince1970: Double(nanoseconds) / 1e9)
  }

  /// Whether this process was already re-executed to run under the clock.
  static var wasRequested: Bool {
    ProcessInfo.processInfo.environment[markerVariable] == "1"
  }

  /// The environment variables that start a program under the clock: libfaketime first in
  /// `LD_PRELOAD`, the wall clock stopped at the reference time, monotonic clocks and file
  /// times left alone. Start it through env(1) (``envPath``): see
  /// ``AppDataFixtures/relaunchWithPrivatePreferencesIfNeeded(referenceClock:)``.
  package static func launchEnvironment() throws -> [String: String] {
    guard let library = libraryPath() else { throw AppDataFixtureError.clockLibraryMissing }
    let preload = ProcessInfo.processInfo.environment["LD_PRELOAD"].map { $0.split(separator: " ").map(String.init) } ?? []
    return [
      "LD_PRELOAD": ([library] + preload.filter { $0 != library }).joined(separator: " "),
      "FAKETIME": String(Int(referenceSeconds)),
      "FAKETIME_FMT": "%s",
      "FAKETIME_DONT_FAKE_MONOTONIC": "1",
      "NO_FAKE_STAT": "1",
      markerVariable: "1",
    ]
  }

  /// Sets ``launchEnvironment()`` in this process, for the `exec` that follows.
  static func prepareEnvironmentForRelaunch() throws {
    for (name, value) in try launchEnvironment().sorted(by: { $0.key < $1.key }) { setenv(name, value, 1) }
  }

  /// libfaketime's shared semaphore and memory (named in `FAKETIME_SHARED`), removed when
  /// this process exits when they are its own.
  ///
  /// libfaketime makes them in the first process it is loaded into, named after its pid, and
  /// removes them as that process exits. That process is the env(1) that re-executes this
  /// program under the clock, and it never exits (`exec` replaces it, keeping the pid), so
  /// they would be left in `/dev/shm` by every run. This process has that pid; the processes
  /// it starts (a build's workers) open the same names and have ended before it exits.
  package static func removeSharedStateAtExit() {
    guard sharedStateNames == nil, let shared = ProcessInfo.processInfo.environment["FAKETIME_SHARED"] else { return }
    let names = shared.split(separator: " ").map(String.init)
    guard names.count == 2, names.allSatisfy({ $0.hasPrefix("/faketime_") && $0.hasSuffix("_\(getpid())") }) else { return }
    sharedStateNames = (names[0], names[1])
    atexit {
      guard let (semaphore, memory) = ReferenceClock.sharedStateNames else { return }
      sem_unlink(semaphore)
      shm_unlink(memory)
    }
  }

  /// The names ``removeSharedStateAtExit()`` removes: written once, by the thread that makes
  /// the process ready for providers (the main thread), and read only at exit.
  nonisolated(unsafe) private static var sharedStateNames: (semaphore: String, memory: String)?

  /// env(1), through which the process is re-executed under the clock.
  package static let envPath = "/usr/bin/env"

  /// How this process starts a copy of its program (`arguments`, the program's name first)
  /// that keeps its command line: through env(1) when the copy runs under the clock (by
  /// default, when the clock is in effect here), since libfaketime preloaded into the program
  /// itself sometimes leaves Swift's runtime with no arguments (a preloaded env(1) sets the
  /// clock up and hands them on intact); the running program (`/proc/self/exe`) directly
  /// otherwise.
  package static func commandStartingThisProgram(
    _ arguments: [String], underTheClock: Bool = isInEffect
  ) -> (executable: String, arguments: [String]) {
    guard underTheClock else { return ("/proc/self/exe", arguments) }
    let program = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/proc/self/exe"
    return (envPath, ["env", program] + arguments.dropFirst())
  }

  /// libfaketime as Debian installs it (`/usr/lib/<multiarch>/faketime/libfaketime.so.1`).
  static func libraryPath() -> String? {
    let manager = FileManager.default
    var candidates = ["/usr/lib/faketime/libfaketime.so.1"]
    let folders = (try? manager.contentsOfDirectory(atPath: "/usr/lib")) ?? []
    candidates += folders.sorted().map { "/usr/lib/\($0)/faketime/libfaketime.so.1" }
    return candidates.first { manager.isReadableFile(atPath: $0) }
  }
}

/// CClockTimers' functions, called by their C names: this module links the C target but does
/// not import it, so no module that imports this one (the Apple-named modules do) needs the C
/// target's module map.
@_silgen_name("clocktimers_in_effect")
private func clockTimersInEffect() -> Int32

@_silgen_name("clocktimers_pending_wall_deadline")
private func clockTimersPendingWallDeadline() -> Int64
