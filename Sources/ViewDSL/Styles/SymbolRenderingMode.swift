import Foundation

/// How an SF Symbol's layers are coloured. Symbols are drawn as labelled placeholders here,
/// so the mode is accepted and not applied.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
