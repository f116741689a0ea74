import Foundation

#if !canImport(Darwin)
  extension String {
    /// The key and default value of a localised string, written as a literal with
    /// interpolations (`String(localized: "\(count) steps")`).
    ///
    /// The gallery has no strings tables of Foundation's, so a value is shown as written, its
    /// interpolations filled in (widget text localises through the strings catalogs that
    /// SwiftUI's `Text` reads).
    public struct LocalizationValue: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation,
      CustomDebugStringConvertible
    {
      public typealias StringInterpolation = DefaultStringInterpolation

      /// The text, interpolations filled in.
      package let text: String

      public init(_ value: String) {
        text = value
      }

      public init(stringLiteral value: String) {
        text = value
      }

      public init(stringInterpolation: DefaultStringInterpolation) {
        text = String(stringInterpolation: stringInterpolation)
      }

      public var debugDescription: String { "LocalizationValue(\(text.debugDescription))" }
    }

    /// The localised text of `keyAndValue`: here, as written (see `LocalizationValue`), twice
    /// in the Double-Length Pseudolanguage (`Pseudolanguage`).
    public init(
      localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
      comment: StaticString? = nil
    ) {
      self = Pseudolanguage.shown(keyAndValue.text)
    }

    /// The localised text of `key`: here, its default value (see `LocalizationValue`), twice
    /// in the Double-Length Pseudolanguage (`Pseudolanguage`).
    public init(
      localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = Pseudolanguage.shown(defaultValue.text)
    }
  }

  extension LocalizedStringResource {
    /// A resource whose key and default value are `keyAndValue`.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {
      self.init(keyAndValue.text, table: table, comment: comment)
    }
  }
#endif
