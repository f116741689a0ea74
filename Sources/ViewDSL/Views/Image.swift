import Foundation

/// A bitmap or a symbol.
///
/// Named images come from the gallery's asset folder; `Image(uiImage:)` shows image data the
/// provider loaded; `Image(systemName:)` is drawn as a labelled placeholder, since SF Symbols
/// art is not redistributable.
public struct Image: Sendable {
  enum Source: Hashable, Sendable {
    case named(String)
    case uiImage(UIImage)
    case system(String)
  }

  let source: Source
  var isResizable = false
  var capInsets = EdgeInsets()
  var renderingMode: TemplateRenderingMode?
  var label: String?

  init(source: Source) { self.source = source }

  /// An image from the asset folder; a missing name draws a placeholder and is reported.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name)
    label = name
  }

  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    source = .named(name)
  }

  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .named(name)
  }

  public init(uiImage: UIImage) {
    source = .uiImage(uiImage)
  }

  /// An SF Symbol, drawn as a placeholder glyph labelled with its name.
  public init(systemName: String) {
    source = .system(systemName)
    label = systemName
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
  }
}

extension Image: View {
  public var body: Never { primitiveBody() }
}

extension Image: PrimitiveView {
  package func resolve(in context: ResolveContext) -> [ViewNode] {
    let node = context.node(.image(resolved(in: context.environment)), "Image")
    if let label, node.traits.accessibilityLabel == nil { node.traits.accessibilityLabel = label }
    return [node]
  }
}

/// An image with its pixels found, as layout and SVG see it.
package struct ResolvedImage: Sendable, Equatable {
  package enum Content: Sendable, Equatable {
    /// Encoded image data (PNG, JPEG, GIF) with its size in points.
    case bitmap(UIImage)
    /// An SF Symbol name, drawn as a placeholder.
    case symbol(String)
    /// A named image the asset folder does not have.
    case missing(String)
  }

  package var content: Content
  package var isResizable: Bool
  package var renderingMode: Image.TemplateRenderingMode?

  /// The image's natural size in points; symbols take the size of the font.
  package func naturalSize(symbolPointSize: CGFloat) -> CGSize {
    switch content {
    case .bitmap(let image): image.size
    case .symbol: CGSize(width: symbolPointSize * 1.2, height: symbolPointSize * 1.2)
    case .missing: CGSize(width: 40, height: 40)
    }
  }
}

extension Image {
  func resolved(in environment: EnvironmentValues) -> ResolvedImage {
    let content: ResolvedImage.Content
    switch source {
    case .uiImage(let image): content = .bitmap(image)
    case .system(let name): content = .symbol(name)
    case .named(let name): content = environment.assetCatalog.image(named: name).map { .bitmap($0) } ?? .missing(name)
    }
    return ResolvedImage(content: content, isResizable: isResizable, renderingMode: renderingMode)
  }
}
