import Foundation
import FoundationAdditions

/// Read-only text: literals, interpolations, dates and formatted values, concatenated with `+`.
///
/// Text modifiers such as `bold()` and `foregroundColor(_:)` return `Text`, so styled pieces
/// can be joined. Dates are computed against the entry's date, never the wall clock.
public struct Text: Equatable {
  indirect enum Storage: Equatable {
    case verbatim(String)
    case date(Date, DateStyle)
    case dateRange(ClosedRange<Date>)
    case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool)
    case image(Image)
    case concatenated([Text])
  }

  /// A per-run style override.
  package enum Modifier: Equatable {
    case font(Font?)
    case weight(Font.Weight?)
    case design(Font.Design?)
    case italic(Bool)
    case bold(Bool)
    case monospacedDigit
    case foreground(AnyShapeStyle?)
    case kerning(CGFloat)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
    case underline(Bool, Color?)
    case strikethrough(Bool, Color?)

    package static func == (lhs: Modifier, rhs: Modifier) -> Bool {
      String(describing: lhs) == String(describing: rhs)
    }
  }

  var storage: Storage
  var modifiers: [Modifier] = []
  /// The key and table to look a translation up in, for text made from a literal.
  var localization: (key: LocalizedStringKey, table: String?)?

  init(storage: Storage) { self.storage = storage }

  /// Text from a literal or an interpolation (`Text("Hello \(name)")`), translated when the
  /// gallery renders a locale whose strings table has the key (else the key is the text).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    storage = key.segments.count == 1 ? key.segments[0].storage : .concatenated(key.segments)
    localization = (key, tableName)
  }

  #if !canImport(Darwin)
    /// Text of a string resource: translated by its key when the gallery's strings table has
    /// it, else its default value (or the key, when it has none). Disfavoured, so a literal
    /// stays a `LocalizedStringKey` with its interpolations.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
      storage = .verbatim(resource.text)
      localization = (LocalizedStringKey(resource.key), resource.table)
    }
  #endif

  /// Text showing a string as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    storage = .verbatim(String(content))
  }

  public init(verbatim content: String) {
    storage = .verbatim(content)
  }

  /// Text made of an image, for inline symbols.
  public init(_ image: Image) {
    storage = .image(image)
  }

  /// A formatted value, e.g. `Text(0.25, format: .percent)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    storage = .verbatim(format.format(input))
  }

  /// A value formatted by a `Formatter`.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    storage = .verbatim(formatter.string(for: subject) ?? "")
  }

  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(storage: .concatenated([lhs, rhs]))
  }

  public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.storage == rhs.storage && lhs.modifiers == rhs.modifiers
  }

  /// How text that does not fit is shortened.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// A case transformation applied to text.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

extension Text: View {
  public var body: Never { primitiveBody() }
}

extension Text: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let resolved = ResolvedText(runs: runs(in: context.environment, inherited: []))
    return [context.node(.text(resolved), "Text")]
  }
}
