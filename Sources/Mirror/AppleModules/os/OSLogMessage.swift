import Foundation

/// A log message written as a string literal with interpolations, each shown or hidden by its
/// `privacy:` argument when the message is logged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public typealias StringInterpolation = OSLogInterpolation

  let interpolation: OSLogInterpolation

  public init(stringInterpolation: OSLogInterpolation) {
    self.interpolation = stringInterpolation
  }

  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// The message as the log shows it: hidden values replaced.
  var rendered: String {
    interpolation.pieces.map { piece in
      switch piece {
      case .literal(let text): text
      case .value(let value, let privacy, let isScalar): privacy.render(value(), isScalar: isScalar)
      }
    }.joined()
  }
}

/// The interpolations of an ``OSLogMessage``; values are evaluated only when the message is
/// logged.
public struct OSLogInterpolation: StringInterpolationProtocol {
  enum Piece {
    case literal(String)
    case value(() -> String, OSLogPrivacy, isScalar: Bool)
  }

  var pieces: [Piece] = []

  public init(literalCapacity: Int, interpolationCount: Int) {
    pieces.reserveCapacity(interpolationCount * 2 + 1)
  }

  public mutating func appendLiteral(_ literal: String) {
    pieces.append(.literal(literal))
  }

  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value({ align.apply(argumentString()) }, privacy, isScalar: false))
  }

  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value({ align.apply(value().description) }, privacy, isScalar: false))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, align: align, privacy: privacy)
  }

  private mutating func appendInteger<T: BinaryInteger>(
    _ number: @escaping () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment, privacy: OSLogPrivacy
  ) {
    pieces.append(.value({ align.apply(format.format(number())) }, privacy, isScalar: true))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value({ align.apply(format.format(number())) }, privacy, isScalar: true))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value({ align.apply(format.format(Double(number()))) }, privacy, isScalar: true))
  }

  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truthy, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(
      .value(
        {
          switch format {
          case .truthy: boolean() ? "true" : "false"
          case .answer: boolean() ? "YES" : "NO"
          }
        }, privacy, isScalar: true))
  }

  public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto)
  {
    pieces.append(.value({ argumentObject().description }, privacy, isScalar: false))
  }

  public mutating func appendInterpolation(
    _ object: @autoclosure @escaping () -> NSObject?, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    pieces.append(.value({ object()?.description ?? "(null)" }, privacy, isScalar: false))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value({ align.apply(String(reflecting: value())) }, privacy, isScalar: false))
  }

  public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
    pieces.append(.value({ String(describing: error()) }, privacy, isScalar: false))
  }
}
