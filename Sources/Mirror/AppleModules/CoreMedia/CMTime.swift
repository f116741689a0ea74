// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// A time as a rational number of seconds: `value / timescale`.
public struct CMTime: Hashable, Comparable, Sendable {
  /// Whether a time is valid, infinite or rounded.
  public struct Flags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = Flags(rawValue: 1 << 0)
    public static let hasBeenRounded = Flags(rawValue: 1 << 1)
    public static let positiveInfinity = Flags(rawValue: 1 << 2)
    public static let negativeInfinity = Flags(rawValue: 1 << 3)
    public static let indefinite = Flags(rawValue: 1 << 4)
  }

  public var value: CMTimeValue
  public var timescale: CMTimeScale
  public var flags: Flags
  public var epoch: CMTimeEpoch

  public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: CMTimeEpoch) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }

  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
  }

  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
  public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

  public var isValid: Bool { flags.contains(.valid) }
  public var isIndefinite: Bool { flags.contains(.indefinite) }
  public var isPositiveInfinity: Bool { flags.contains(.positiveInfinity) }
  public var isNegativeInfinity: Bool { flags.contains(.negativeInfinity) }
  public var isNumeric: Bool { isValid && !isIndefinite && !isPositiveInfinity && !isNegativeInfinity }

  /// The time in seconds (NaN for a time that is not numeric).
  public var seconds: Double {
    isNumeric && timescale != 0
      ? Double(value) / Double(timescale) : isPositiveInfinity ? .infinity : isNegativeInfinity ? -.infinity : .nan
  }

  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }

  public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
    lhs.isNumeric && rhs.isNumeric ? lhs.seconds == rhs.seconds : lhs.flags == rhs.flags
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(isNumeric ? seconds : -1) }

  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  guard lhs.isNumeric, rhs.isNumeric else { return .invalid }
  let scale = max(lhs.timescale, rhs.timescale)
  return CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: scale)
}

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  guard lhs.isNumeric, rhs.isNumeric else { return .invalid }
  let scale = max(lhs.timescale, rhs.timescale)
  return CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: scale)
}

/// A span of media time.
public struct CMTimeRange: Hashable, Sendable {
  public var start: CMTime
  public var duration: CMTime

  public init(start: CMTime, duration: CMTime) {
    self.start = start
    self.duration = duration
  }

  public init(start: CMTime, end: CMTime) {
    self.init(start: start, duration: end - start)
  }

  public var end: CMTime { start + duration }

  public static let zero = CMTimeRange(start: .zero, duration: .zero)
}
