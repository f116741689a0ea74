import Foundation
import MirrorCore
import TextEngine

/// A laid-out widget: everything the SVG writer draws, in widget coordinates (points,
/// origin at the top-left corner, y down). Nothing here needs layout to be redone.
package struct RenderedWidget {
  /// The widget's size, from the device table.
  package var size: CGSize
  /// The widget's corner radius (continuous corners); 0 for shapes the system does not round.
  package var cornerRadius: CGFloat
  /// The removable container background, filling the whole widget; nil where the rendering
  /// mode removes it.
  package var background: RenderNode?
  /// The content, laid out inside the content margins.
  package var content: RenderNode
  /// `widgetURL`: the whole widget is a tap target.
  package var widgetURL: URL?
  package var colorScheme: ColorScheme
  package var renderingMode: WidgetRenderingMode
  /// Whether the widget sits on iOS 26's clear glass rather than the tinted Home Screen's
  /// coloured glass; with the accented rendering mode only (`Appearance.clearLight` and
  /// `clearDark`, which `colorScheme` tells apart).
  package var isClearGlass = false
  /// Words for the SVG `<title>`: accessibility labels and text, in reading order.
  package var accessibilityTitle: String
  /// What made the widget too big to lay out (see `PreviewBudget`); the tree is then cut short.
  package var overBudget: String?
  /// Whether the system's widget background fills the bounds under everything; false where
  /// the content draws its own shapes on nothing (the Dynamic Island).
  package var drawsSystemBackground = true
  /// The elements VoiceOver visits, in its order (see `AccessibilityTree`).
  package var accessibilityElements: [AccessibilityElement] = []
  /// What the accessibility audit found (see `AccessibilityAudit`), in a fixed order.
  package var findings: [PreviewFinding] = []

  package init(
    size: CGSize, cornerRadius: CGFloat, background: RenderNode?, content: RenderNode,
    widgetURL: URL? = nil, colorScheme: ColorScheme = .light,
    renderingMode: WidgetRenderingMode = .fullColor, accessibilityTitle: String = ""
  ) {
    self.size = size
    self.cornerRadius = cornerRadius
    self.background = background
    self.content = content
    self.widgetURL = widgetURL
    self.colorScheme = colorScheme
    self.renderingMode = renderingMode
    self.accessibilityTitle = accessibilityTitle
  }
}

/// One drawn view with its frame, how it is drawn, and its children in drawing order.
package struct RenderNode {
  /// The view's frame in widget coordinates.
  package var frame: CGRect
  /// The DSL type that made it (`Text`, `Circle`, `HStack`, …), for `data-view`.
  package var viewType: String
  /// The user views whose bodies produced it, innermost first (e.g. `StoryCard`).
  package var definedBy: [String] = []
  package var content: Content
  /// What modifiers do to the node and its children when drawn, in the order they were
  /// applied; of several of one kind, the last counts.
  package var effects: [Effect] = []
  /// The label screen readers say for it (`accessibilityLabel`), for `aria-label`.
  package var accessibilityLabel: String?
  /// What the view's accessibility modifiers and control role say, for the accessibility
  /// tree; nil for a view that set none.
  package var accessibility: RenderAccessibility?
  /// In the accented rendering mode: part of the accent group (`widgetAccentable`).
  package var isAccentGroup = false
  /// In the accented rendering mode: how an image is drawn (`widgetAccentedRenderingMode`);
  /// nil as a template of its group.
  package var accentedImageMode: WidgetAccentedRenderingMode?
  package var children: [RenderNode] = []
  /// Set by layout on a node of which nothing can be seen; its parent leaves it out.
  var isCulled = false

  package init(frame: CGRect, viewType: String, content: Content) {
    self.frame = frame
    self.viewType = viewType
    self.content = content
  }

  package enum Content {
    /// A container: draws nothing itself.
    case group
    /// A filled shape; `path` is in widget coordinates.
    case fill(path: Path, paint: Paint, fillStyle: FillStyle)
    /// A stroked shape; `path` is in widget coordinates.
    case stroke(path: Path, paint: Paint, style: StrokeStyle)
    /// Laid-out text: `layout` positions are relative to `origin` (the layout box's top-left
    /// corner in widget coordinates); `paints[i]` colours runs whose attribute is `i`.
    case text(RenderedText)
    /// A bitmap drawn into `drawRect` (may exceed `frame` for fill; `clip` says where it is cut).
    case image(RenderedImage)
    /// An SF Symbol the icon font has no glyph for, drawn as a labelled placeholder in `frame`.
    case symbol(name: String, paint: Paint)
    /// An SF Symbol drawn with its icon-font glyph. Boxed: with the symbol stored inline,
    /// Swift 6.3.1 miscompiled copies of `RenderNode` (a crash retaining a bad pointer).
    indirect case symbolGlyph(RenderedSymbol)
    /// A redaction placeholder bar or shape (placeholder or privacy redaction).
    case redaction(path: Path, paint: Paint)
  }

  /// Drawing effects applied to this node and its children, outermost first where it matters.
  /// A drawing effect: what a modifier asks the SVG writer to apply to a node and its children.
  ///
  /// Every consumer switches over it with no `default:`, so a new effect is a compile error in
  /// each place that must handle it: the SVG writer (`SVGRenderer.AppliedEffects`), the
  /// visible-area bound (`Visibility.Reach`) and the site's tap targets.
  package enum Effect {
    /// Clip to this path (widget coordinates), e.g. `clipShape`, `cornerRadius`, `clipped`.
    case clip(Path, style: FillStyle)
    /// Show only where the mask's nodes draw; none left means no mask.
    case mask([RenderNode])
    case opacity(Double)
    case blur(radius: CGFloat)
    case shadow(Shadow)
    case blendMode(BlendMode)
    /// Composite the node and its children as one layer (isolated), before the effects outside.
    case compositingGroup
    /// Drawing transform about the widget origin (offset, rotationEffect, scaleEffect).
    case transform(CGAffineTransform)
    /// A `Link` over the node's frame.
    case link(URL)
    /// The App Intent a `Button` or `Toggle` over the node's frame runs, by type name.
    case intent(String)
  }

  package struct Shadow {
    package var color: RGBA
    package var radius: CGFloat
    package var offset: CGSize

    package init(color: RGBA, radius: CGFloat, offset: CGSize) {
      self.color = color
      self.radius = radius
      self.offset = offset
    }
  }
}

/// Text as laid out by the text engine, with its colours.
package struct RenderedText {
  package var origin: CGPoint
  package var layout: TextLayout
  /// The paint of each run attribute (the attribute is an index into this array).
  package var paints: [Paint]
  /// The whole string, for `aria-label` and diffs.
  package var string: String

  package init(origin: CGPoint, layout: TextLayout, paints: [Paint], string: String) {
    self.origin = origin
    self.layout = layout
    self.paints = paints
    self.string = string
  }
}

/// A bitmap with where it is drawn.
/// An SF Symbol drawn with an icon-font glyph: the glyph's design square stretched over `box`
/// (widget coordinates; square unless the image is resizable; the image's frame is the part
/// inside the design margin), in `paint`.
package struct RenderedSymbol {
  package var glyph: SymbolGlyph
  package var box: CGRect
  package var paint: Paint
  /// Width in points of an outline stroke in `paint` that makes the glyph heavier, for
  /// weights above regular (the icon font has one weight); 0 for regular and lighter.
  package var emboldening: CGFloat

  package init(glyph: SymbolGlyph, box: CGRect, paint: Paint, emboldening: CGFloat = 0) {
    self.glyph = glyph
    self.box = box
    self.paint = paint
    self.emboldening = emboldening
  }
}

package struct RenderedImage {
  package var image: ImageData
  package var drawRect: CGRect
  /// Tint for template images (`renderingMode(.template)`).
  package var tint: Paint?

  package init(image: ImageData, drawRect: CGRect, tint: Paint? = nil) {
    self.image = image
    self.drawRect = drawRect
    self.tint = tint
  }
}
