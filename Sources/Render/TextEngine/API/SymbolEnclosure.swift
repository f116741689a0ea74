import GalleryFormats

/// The shape an SF Symbol name puts around its base symbol: `xmark.circle` is `xmark` inside a
/// circle outline, `xmark.circle.fill` the same cut out of a filled circle.
///
/// The icon font has enclosed forms of a few icons only; for the rest the base icon is drawn
/// smaller inside the shape, as SF Symbols draws its enclosed variants.
package enum SymbolEnclosure: UInt8, Hashable, Sendable {
  /// The glyph is the whole symbol.
  case none
  case circle, circleFill, square, squareFill

  /// Whether the shape is filled and the symbol cut out of it.
  package var isFilled: Bool { self == .circleFill || self == .squareFill }

  /// The base name and enclosure of a name ending in `.circle`, `.circle.fill`, `.square` or
  /// `.square.fill`; nil for any other name.
  static func split(_ name: String) -> (base: String, enclosure: SymbolEnclosure)? {
    guard let (base, ending) = SymbolEnclosureName.split(name) else { return nil }
    let enclosure: SymbolEnclosure =
      switch ending {
      case .circleFill: .circleFill
      case .circle: .circle
      case .squareFill: .squareFill
      case .square: .square
      }
    return (base, enclosure)
  }
}
