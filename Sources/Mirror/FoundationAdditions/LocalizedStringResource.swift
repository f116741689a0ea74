import Foundation

#if !canImport(Darwin)
  /// A localised string resource (from Foundation on Apple platforms).
  ///
  /// Shown as its default value when it has one (`LocalizedStringResource("key", defaultValue:
  /// "Text")`), otherwise as its key, which is the text.
  public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Hashable {
    public let key: String
    public let defaultValue: String?
    public let table: String?

    public init(stringLiteral value: String) {
      key = value
      defaultValue = nil
      table = nil
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
      self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) {
      self.key = key
      defaultValue = nil
      self.table = table
    }

    public init(_ key: StaticString, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
      self.key = "\(key)"
      self.defaultValue = defaultValue
      self.table = table
    }

    /// The text shown for the resource: its default value, or its key.
    package var text: String { defaultValue ?? key }
  }
#endif

#if !canImport(Darwin)
  extension String {
    /// The text of a string resource: its default value, or its key, twice in the
    /// Double-Length Pseudolanguage (`Pseudolanguage`). (A literal makes a
    /// `LocalizationValue`, as on iOS.)
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
      self = Pseudolanguage.shown(resource.text)
    }
  }
#endif
