import Combine
import Dispatch
import Foundation

/// A scheduler on virtual time: nothing it is given runs until the test moves its clock.
///
/// `schedule(_:)` queues an action for the current time; `advance(by:)` moves the clock forward,
/// running every action that comes due on the way, in date order (actions due at the same time
/// in the order they were scheduled), with `now` set to each action's date while it runs. An
/// action may schedule more; those run too when they come due before the end of the advance.
/// Time is dispatch time starting at one second of uptime, so a test reads strides as
/// `DispatchQueue`'s (`.milliseconds(100)`) and an operator's scheduled date is exact.
final class TestScheduler: Scheduler, @unchecked Sendable {
  // Sendable: every access to the queue and the clock goes through the lock.
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  typealias SchedulerOptions = Never

  private struct Pending {
    let id: Int
    let date: SchedulerTimeType
    let action: () -> Void
  }

  private let lock = NSLock()
  private var clock = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
  private var pending: [Pending] = []
  private var lastID = 0

  var now: SchedulerTimeType { lock.withLock { clock } }

  var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// The number of actions waiting for their date.
  var pendingCount: Int { lock.withLock { pending.count } }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    enqueue(at: now, action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) {
    enqueue(at: date, action)
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repetition = Repetition()
    repeatAction(at: date, interval: interval, repetition: repetition, action)
    return AnyCancellable { repetition.cancel() }
  }

  /// Moves the clock forward by `stride`, running each action that comes due on the way.
  func advance(by stride: SchedulerTimeType.Stride = .zero) {
    let end = now.advanced(by: stride)
    while let next = takeNext(dueBy: end) {
      next.action()
    }
    lock.withLock { clock = max(clock, end) }
  }

  /// Runs every action, moving the clock to each one's date, until none is left (so never while a
  /// repeating action is scheduled: advance by a stride instead).
  func run() {
    while let last = lock.withLock({ pending.map(\.date).max() }) {
      advance(by: now.distance(to: last))
    }
  }

  private func enqueue(at date: SchedulerTimeType, _ action: @escaping () -> Void) {
    lock.withLock {
      lastID += 1
      pending.append(Pending(id: lastID, date: date, action: action))
    }
  }

  /// Removes the earliest action due by `end` and sets the clock to its date.
  private func takeNext(dueBy end: SchedulerTimeType) -> Pending? {
    lock.withLock {
      let due = pending.indices.filter { pending[$0].date <= end }
      guard
        let index = due.min(by: { (pending[$0].date, pending[$0].id) < (pending[$1].date, pending[$1].id) })
      else { return nil }
      let next = pending.remove(at: index)
      clock = max(clock, next.date)
      return next
    }
  }

  private func repeatAction(
    at date: SchedulerTimeType, interval: SchedulerTimeType.Stride, repetition: Repetition, _ action: @escaping () -> Void
  ) {
    enqueue(at: date) { [weak self] in
      guard !repetition.isCancelled else { return }
      action()
      self?.repeatAction(at: date.advanced(by: interval), interval: interval, repetition: repetition, action)
    }
  }

  /// Whether a repeating action was cancelled.
  private final class Repetition: @unchecked Sendable {
    // Sendable: the flag is read and written under the lock.
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() {
      lock.withLock { cancelled = true }
    }
  }
}
