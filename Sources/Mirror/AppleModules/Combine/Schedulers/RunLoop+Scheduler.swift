import Foundation

extension RunLoop: Scheduler {
  /// A date, as a scheduler's time (an operation queue's too).
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

  /// A run loop has no scheduling options.
  public struct SchedulerOptions {}

  public var now: SchedulerTimeType {
    SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    0
  }

  // A run loop runs its actions on its own thread, one at a time; each action is handed over by
  // its caller (see UncheckedSendable). Timers fire by the wall clock, so under the gallery's
  // stopped clock a scheduled date never comes.

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = UncheckedSendable(action)
    perform { work.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let work = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.value() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}
