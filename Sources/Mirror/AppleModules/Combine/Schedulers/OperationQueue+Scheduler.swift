import Dispatch
import Foundation

extension OperationQueue: Scheduler {
  /// A date, as a scheduler's time: the run loop's type, which has the same dates and strides.
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// An operation queue has no scheduling options.
  public struct SchedulerOptions {}

  public var now: SchedulerTimeType {
    SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    0
  }

  // Each action becomes an operation of the queue; it is handed over by its caller (see
  // UncheckedSendable). Later dates are waited for on a dispatch timer.

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = UncheckedSendable(action)
    addOperation { work.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = UncheckedSendable((queue: UncheckedSendable(self), action: action))
    DispatchQueue.global().asyncAfter(deadline: .now() + max(date.date.timeIntervalSinceNow, 0)) {
      work.value.queue.value.addOperation { work.value.action() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let work = UncheckedSendable((queue: UncheckedSendable(self), action: action))
    let timer = DispatchSource.makeTimerSource()
    timer.setEventHandler { work.value.queue.value.addOperation { work.value.action() } }
    timer.schedule(
      deadline: .now() + max(date.date.timeIntervalSinceNow, 0), repeating: interval.magnitude,
      leeway: .nanoseconds(Int(tolerance.magnitude * 1_000_000_000)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
