import Foundation
import GalleryFormats

/// A bitmap or a symbol.
///
/// Named images come from the gallery's asset folder; `Image(uiImage:)` shows image data the
/// provider loaded; `Image(systemName:)` is drawn with a glyph of the same meaning from an open
/// icon font (SF Symbols art is not redistributable; see `TextEngine.symbol(named:)`), or as a
/// labelled placeholder for names the mapping table lacks.
public struct Image: Sendable {
  enum Source: Hashable, Sendable {
    case named(String)
    case data(ImageData)
    case system(String)
  }

  let source: Source
  var isResizable = false
  var capInsets = EdgeInsets()
  var renderingMode: TemplateRenderingMode?
  var symbolRenderingMode: SymbolRenderingMode?
  var label: String?
  /// `Image(decorative:)`: hidden from VoiceOver.
  var isDecorative = false

  init(source: Source) { self.source = source }

  /// An image from the asset folder; a missing name draws a placeholder and is reported.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name)
    label = name
  }

  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    source = .named(name)
    self.label = label.runs(in: EnvironmentValues.current, inherited: []).map(\.string).joined()
  }

  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .named(name)
    isDecorative = true
  }

  /// An image of the given pixels or drawing (`Image(uiImage:)` is SwiftUI's spelling).
  package init(data: ImageData) {
    source = .data(data)
  }

  /// An SF Symbol, sized by the font like a glyph of text.
  public init(systemName: String) {
    source = .system(systemName)
    label = systemName
  }

  /// A variable SF Symbol; the icon font has no variable layers, so it draws the whole symbol.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// Sets how the symbol paints its layers (see `SymbolRenderingMode`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolRenderingMode = mode
    return copy
  }

  /// Lets the image stretch to the frame it is given instead of keeping its natural size.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var copy = self
    copy.isResizable = true
    copy.capInsets = capInsets
    return copy
  }

  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }

  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
  public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension Image: Equatable {
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.source == rhs.source && lhs.isResizable == rhs.isResizable && lhs.renderingMode == rhs.renderingMode
      && lhs.symbolRenderingMode == rhs.symbolRenderingMode
  }
}

extension Image: View {
  public var body: Never { primitiveBody() }
}

extension Image: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let node = context.node(.image(resolved(in: context.environment)), "Image")
    if let label, node.traits.accessibilityLabel == nil { node.traits.accessibilityLabel = label }
    if isDecorative { node.traits.accessibilityHidden = true }
    if case .system = source, label != nil, node.traits.accessibilityLabel == label {
      node.traits.accessibility.labelIsSymbolName = true
    }
    return [node]
  }
}

/// An image with its pixels found, as layout and SVG see it.
package struct ResolvedImage: Sendable, Equatable {
  package enum Content: Sendable, Equatable {
    /// Encoded image data (PNG, JPEG, GIF) with its size in points.
    case bitmap(ImageData)
    /// An SF Symbol name (its variant applied), drawn with an icon-font glyph or a placeholder.
    case symbol(String)
    /// A named image the asset folder does not have.
    case missing(String)
  }

  package var content: Content
  package var isResizable: Bool
  package var renderingMode: Image.TemplateRenderingMode?
  /// The environment's `imageScale` where the image was made (symbols only).
  package var symbolScale: Image.Scale = .medium

  /// The image's natural size in points; symbols take the size of the font.
  ///
  /// A symbol's box is a square 1.1 times the font's point size at medium scale (1.16 for an
  /// enclosed symbol, see `enclosedSymbolBoxRatio`), times the image scale's factor. Measured
  /// on iOS renders: `calendar` at 32 pt sits in a box about 33 pt tall (31 × 28.7 pt of ink), `arrow.clockwise` at 9 pt semibold in one about 10 pt
  /// wide (7.7 pt of ink), i.e. 1.03–1.11 times the point size.
  ///
  /// `symbolWidthRatio` is the symbol's width over its height, for symbols that are not square.
  package func naturalSize(symbolPointSize: CGFloat, symbolWidthRatio: CGFloat = 1) -> CGSize {
    switch content {
    case .bitmap(let image): image.size
    case .symbol:
      CGSize(
        width: symbolSide(pointSize: symbolPointSize) * symbolWidthRatio, height: symbolSide(pointSize: symbolPointSize))
    case .missing: CGSize(width: 40, height: 40)
    }
  }

  /// The side of a symbol's square box for a font of `pointSize`.
  package func symbolSide(pointSize: CGFloat) -> CGFloat {
    guard case .symbol(let name) = content else { return pointSize * ResolvedImage.symbolBoxRatio * symbolScale.factor }
    return pointSize * ResolvedImage.symbolBoxRatio(named: name) * symbolScale.factor
  }

  /// A symbol's box over the font's point size at medium scale.
  package static let symbolBoxRatio: CGFloat = 1.1

  /// An enclosed symbol's box (`arrow.clockwise.circle`, `xmark.square.fill`) over the point
  /// size: its circle or square is one em across, with more room above and below it than a
  /// bare glyph has. Measured on iOS renders: `arrow.clockwise.circle` in `.title` (28 pt) under
  /// a wrapped footnote in a centred VStack puts the text's baseline 0.80 pt higher than a
  /// 30.8 pt box does, in two layouts (two and four lines) alike, i.e. a box 1.6 pt taller
  /// (32.4 pt), while the circle's ink is 28.0 pt across.
  package static let enclosedSymbolBoxRatio: CGFloat = 1.16

  /// Whether symbol `name` is enclosed: it ends in `.circle`, `.square`, or either with `.fill`.
  package static func isEnclosedSymbol(_ name: String) -> Bool {
    SymbolEnclosureName.split(name) != nil
  }

  /// The box ratio of symbol `name`: `enclosedSymbolBoxRatio` or `symbolBoxRatio`.
  package static func symbolBoxRatio(named name: String) -> CGFloat {
    isEnclosedSymbol(name) ? enclosedSymbolBoxRatio : symbolBoxRatio
  }
}

extension Image {
  package func resolved(in environment: EnvironmentValues) -> ResolvedImage {
    let content: ResolvedImage.Content
    switch source {
    case .data(let image): content = .bitmap(image)
    case .system(let name): content = .symbol(environment.symbolVariants.apply(to: name))
    case .named(let name): content = environment.assetCatalog.image(named: name).map { .bitmap($0) } ?? .missing(name)
    }
    var renderingMode = renderingMode
    if renderingMode == nil, case .bitmap(let image) = content {
      renderingMode = image.renderingMode
    }
    // Every symbol rendering mode paints the one icon layer with the primary foreground style
    // (see `SymbolRenderingMode`), so the mode does not reach layout.
    return ResolvedImage(
      content: content, isResizable: isResizable, renderingMode: renderingMode, symbolScale: environment.imageScale)
  }
}

extension Image.Scale {
  /// Size relative to the medium scale: Apple documents the small scale as "approximately 20%
  /// smaller" and the large as "approximately 30% larger" than medium (`NSImage.SymbolScale`).
  package var factor: CGFloat {
    switch self {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }
}
