/// How a symbol image paints its layers (`symbolRenderingMode(_:)`).
///
/// The gallery draws each symbol as one layer of an open icon font, so every mode paints it
/// with the primary foreground style: monochrome as iOS does; hierarchical with its one (primary)
/// layer at full opacity; palette with the first of `foregroundStyle(_:_:)`'s styles; multicolor
/// falls back to monochrome, since the icon font carries no colours.
public struct SymbolRenderingMode: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
  let kind: Kind

  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  public static let palette = SymbolRenderingMode(kind: .palette)
}
