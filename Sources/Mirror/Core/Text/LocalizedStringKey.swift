import Foundation

/// The text of a `Text` literal, with its interpolated values.
///
/// Interpolations of strings, numbers and other values become text; interpolated `Text` and
/// `Image` keep their own styling; `\(date, style:)` and `\(value, format:)` are formatted.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let segments: [Text]
  /// The key a strings table knows it by: the literal with a format specifier per
  /// interpolation (`"%lld items"`), as Xcode extracts it.
  package let key: String
  /// The interpolated values, in order, for the specifiers of a translation.
  let arguments: [Text]

  public init(_ value: String) {
    segments = [Text(verbatim: value)]
    key = value
    arguments = []
  }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments.isEmpty ? [Text(verbatim: "")] : stringInterpolation.segments
    arguments = stringInterpolation.arguments
    key = arguments.isEmpty ? stringInterpolation.literal : stringInterpolation.key
  }

  /// Collects the literal and interpolated pieces of a key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Text] = []
    var key = ""
    var literal = ""
    var arguments: [Text] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      appendString(literal)
      self.literal += literal
      // Foundation's replacing costs more than the rest of a short key; most literals have no %.
      key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    }

    public mutating func appendInterpolation(_ string: String) {
      appendArgument(string, "%@")
    }

    public mutating func appendInterpolation<Subject: CustomStringConvertible>(_ value: Subject) {
      appendArgument(value.description, Self.specifier(for: value))
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      appendArgument(String(describing: value), "%@")
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      appendArgument(String(format: specifier, Int64(value)), specifier)
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
      appendArgument(String(format: specifier, Double(value)), specifier)
    }

    public mutating func appendInterpolation(_ text: Text) {
      segments.append(text)
      arguments.append(text)
      key += "%@"
    }

    public mutating func appendInterpolation(_ image: Image) {
      appendInterpolation(Text(image))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendInterpolation(Text(date, style: style))
    }

    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendArgument(format.format(input), "%@")
    }

    private mutating func appendArgument(_ string: String, _ specifier: String) {
      appendString(string)
      arguments.append(Text(verbatim: string))
      key += specifier
    }

    /// The specifier Xcode writes for an interpolated value: `%lld` for integers, `%lf` for
    /// floating-point numbers, `%@` for the rest.
    private static func specifier(for value: Any) -> String {
      switch value {
      case is any BinaryInteger: "%lld"
      case is any BinaryFloatingPoint: "%lf"
      default: "%@"
      }
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

extension Text: @unchecked Sendable {
  // Sendable: a `Text` is an immutable value; what is not Sendable in it (an inline `Image` of a `UIImage`, a
  // `Font` of a custom face) is made once and only read.
}
