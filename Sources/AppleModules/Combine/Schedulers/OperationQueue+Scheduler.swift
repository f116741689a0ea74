import Dispatch
import Foundation

extension OperationQueue: Scheduler {
  /// A date, as a scheduler's time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    /// A signed number of seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable,
      SchedulerTimeIntervalConvertible
    {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval

      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval in seconds.
      public var timeInterval: TimeInterval {
        magnitude
      }

      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }

      public init(floatLiteral value: TimeInterval) {
        self.init(value)
      }

      public init(integerLiteral value: TimeInterval) {
        self.init(value)
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        self.init(value)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }

      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }

      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }

      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }

      public static func seconds(_ s: Double) -> Stride { Stride(s) }

      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }

      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }

      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }

    /// The date.
    public var date: Date

    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }
  }

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
