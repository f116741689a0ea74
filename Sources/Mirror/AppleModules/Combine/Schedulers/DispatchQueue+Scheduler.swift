import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A point in dispatch time, as a scheduler's time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    /// A signed number of nanoseconds; literals and `init(_: Double)` are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
      Codable
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The interval in nanoseconds.
      public var magnitude: Int

      /// The interval as Dispatch spells it.
      public var timeInterval: DispatchTimeInterval {
        .nanoseconds(magnitude)
      }

      public init(_ timeInterval: DispatchTimeInterval) {
        magnitude = Self.nanoseconds(in: timeInterval)
      }

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: Double) {
        magnitude = Int((timeInterval * 1_000_000_000).rounded())
      }

      public init(floatLiteral value: Double) {
        self.init(value)
      }

      public init(integerLiteral value: Int) {
        self.init(.seconds(value))
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(.seconds(seconds))
      }

      private init(nanoseconds: Int) {
        magnitude = nanoseconds
      }

      private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
        switch interval {
        case .seconds(let s): s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
        case .milliseconds(let ms): ms.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : ms * 1_000_000
        case .microseconds(let us): us.multipliedReportingOverflow(by: 1_000).overflow ? .max : us * 1_000
        case .nanoseconds(let ns): ns
        case .never: .max
        @unknown default: .max
        }
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }

      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }

      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }

      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }

      public static func seconds(_ s: Double) -> Stride { Stride(s) }

      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }

      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }

      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }

    /// The dispatch time.
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      return .nanoseconds(end >= start ? Int(clamping: end - start) : -Int(clamping: start - end))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let uptime = dispatchTime.uptimeNanoseconds
      let moved =
        n.magnitude >= 0
        ? uptime.addingReportingOverflow(UInt64(n.magnitude)).partialValue
        : uptime - Swift.min(uptime, UInt64(-n.magnitude))
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
    }

    public init(from decoder: any Decoder) throws {
      self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }
  }

  /// How a queue runs scheduled actions: their quality of service, flags and group.
  public struct SchedulerOptions {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType {
    SchedulerTimeType(.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    .nanoseconds(0)
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    // The action runs once on the queue; the caller hands it over (see UncheckedSendable).
    let work = UncheckedSendable(action)
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = UncheckedSendable(action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let work = UncheckedSendable(action)
    timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
