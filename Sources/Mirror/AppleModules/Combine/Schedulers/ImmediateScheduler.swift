/// A scheduler that runs every action at once, on the calling thread, whatever date it is given.
public struct ImmediateScheduler: Scheduler {
  /// The immediate scheduler's time: a count of steps, for API compatibility.
  public struct SchedulerTimeType: Strideable {
    /// A number of steps; every unit (seconds, milliseconds…) is one step.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      public var magnitude: Int

      public init(_ value: Int) {
        magnitude = value
      }

      public init(integerLiteral value: Int) {
        self.init(value)
      }

      public init(floatLiteral value: Double) {
        self.init(Int(value))
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(value)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }

      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }

      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }

      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(s) }

      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }

      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }

      public static func microseconds(_ us: Int) -> Stride { Stride(us) }

      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }

    private let steps: Int

    init(steps: Int) {
      self.steps = steps
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.steps - steps)
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(steps: steps + n.magnitude)
    }
  }

  /// The immediate scheduler has no options.
  public typealias SchedulerOptions = Never

  /// The one immediate scheduler.
  public static var shared: ImmediateScheduler { ImmediateScheduler() }

  public var now: SchedulerTimeType { SchedulerTimeType(steps: 0) }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, at once: an immediate scheduler cannot repeat.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
