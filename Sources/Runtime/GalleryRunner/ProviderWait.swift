import CThreadSample
import Foundation
import GalleryFixtures

/// What a provider call that ran out of time is waiting for: a wall-clock date the stopped
/// reference clock never reaches (a run loop run until a date, a timer on `DispatchWallTime`),
/// or the kind of wait its thread is blocked in.
///
/// Read from outside the thread, which is not stopped: the system call it is blocked in, and
/// the exported functions whose return addresses are on its stack (`threadsample_blocked`).
struct ProviderWait: Equatable {
  /// The wait, as a clause of the error message ("its thread waits …").
  let description: String
  /// Whether the wait is for a wall-clock date under the stopped clock, which no `--timeout`
  /// lets come.
  let neverEndsUnderTheClock: Bool

  /// Functions that wait for a wall-clock date: how a demangled name starts, and how the
  /// message names it.
  private static let wallClockWaits = [("Foundation.RunLoop.run(until:", "RunLoop.run(until:)")]

  /// Names the wait of a recorded provider thread that delivered nothing, or nil when nothing
  /// can be told (its thread has left its record and no wall-clock timer is pending).
  static func sample(_ slot: OpaquePointer) -> ProviderWait? {
    let underClock = ReferenceClock.isInEffect
    var words = [UInt](repeating: 0, count: 16384)
    var systemCall = -1
    var count = 0
    // A thread that waits in a loop (a run loop with a timer) runs now and then: it is looked
    // at a few times, 10 ms apart, until it is seen blocked.
    for attempt in 0..<20 {
      if attempt > 0 { usleep(10_000) }
      count = Int(threadsample_blocked(slot, &systemCall, &words, Int32(words.count)))
      if count != 0 { break }
    }
    if underClock && count > 0 {
      let names = Set(words.prefix(count)).compactMap(symbol)
      for (prefix, name) in wallClockWaits where names.contains(where: { $0.hasPrefix(prefix) }) {
        return ProviderWait(
          description: "its thread waits in \(name) for a wall-clock date, which never comes: the clock stays at \(reference)",
          neverEndsUnderTheClock: true)
      }
    }
    if underClock, let deadline = ReferenceClock.pendingWallClockDeadline {
      return ProviderWait(
        description:
          "a timer waits for \(format(deadline)) on the wall clock (asyncAfter(wallDeadline:) or a DispatchSource timer on DispatchWallTime), which never comes: the clock stays at \(reference)",
        neverEndsUnderTheClock: true)
    }
    guard count >= 0 else { return nil }
    return ProviderWait(description: "its thread \(blockedIn(systemCall))", neverEndsUnderTheClock: false)
  }

  /// What a thread blocked in system call `number` does (-1: it is running).
  private static func blockedIn(_ number: Int) -> String {
    #if arch(x86_64)
      let calls: [Int: String] = [
        202: "waits on a lock, a semaphore or a condition", 7: "waits for a file or a run loop source",
        271: "waits for a file or a run loop source", 232: "waits for a file or a run loop source",
        281: "waits for a file or a run loop source", 23: "waits for a file or a run loop source",
        270: "waits for a file or a run loop source", 35: "sleeps", 230: "sleeps", 0: "waits to read a file or a socket",
        45: "waits to read a file or a socket", 61: "waits for a child process", 247: "waits for a child process",
      ]
    #elseif arch(arm64)
      let calls: [Int: String] = [
        98: "waits on a lock, a semaphore or a condition", 73: "waits for a file or a run loop source",
        22: "waits for a file or a run loop source", 72: "waits for a file or a run loop source", 101: "sleeps",
        115: "sleeps", 63: "waits to read a file or a socket", 207: "waits to read a file or a socket",
        260: "waits for a child process", 95: "waits for a child process",
      ]
    #else
      let calls: [Int: String] = [:]
    #endif
    if number < 0 { return "is still running (a loop that does not end?)" }
    return calls[number] ?? "waits in system call \(number)"
  }

  /// The demangled name of the exported function or variable that holds `address`.
  private static func symbol(_ address: UInt) -> String? {
    var name = [CChar](repeating: 0, count: 512)
    guard threadsample_symbol(address, &name, name.count) == 1 else { return nil }
    return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static var reference: String { format(ReferenceClock.date) }

  private static func format(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date).replacingOccurrences(of: ".000Z", with: "Z")
  }
}
