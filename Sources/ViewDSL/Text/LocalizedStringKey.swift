import Foundation

/// The text of a `Text` literal, with its interpolated values.
///
/// Interpolations of strings, numbers and other values become text; interpolated `Text` and
/// `Image` keep their own styling; `\(date, style:)` and `\(value, format:)` are formatted.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let segments: [Text]

  public init(_ value: String) { segments = [Text(verbatim: value)] }
  public init(stringLiteral value: String) { segments = [Text(verbatim: value)] }
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments.isEmpty ? [Text(verbatim: "")] : stringInterpolation.segments
  }

  /// Collects the literal and interpolated pieces of a key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Text] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      appendString(literal)
    }

    public mutating func appendInterpolation(_ string: String) {
      appendString(string)
    }

    public mutating func appendInterpolation<Subject: CustomStringConvertible>(_ value: Subject) {
      appendString(value.description)
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      appendString(String(describing: value))
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      appendString(String(format: specifier, Int64(value)))
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
      appendString(String(format: specifier, Double(value)))
    }

    public mutating func appendInterpolation(_ text: Text) {
      segments.append(text)
    }

    public mutating func appendInterpolation(_ image: Image) {
      segments.append(Text(image))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(Text(date, style: style))
    }

    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
      appendString(format.format(input))
    }

    private mutating func appendString(_ string: String) {
      guard !string.isEmpty else { return }
      if case .verbatim(let previous)? = segments.last?.storage, segments.last?.modifiers.isEmpty == true {
        segments[segments.count - 1] = Text(verbatim: previous + string)
      } else {
        segments.append(Text(verbatim: string))
      }
    }
  }
}

extension Text: @unchecked Sendable {}
