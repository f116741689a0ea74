import Foundation

/// A layout or drawing modifier that survives resolution.
package enum ResolvedModifier {
  case padding(EdgeInsets)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case offset(CGSize)
  case position(CGPoint)
  case background(ViewNode, alignment: Alignment)
  case overlay(ViewNode, alignment: Alignment)
  case aspectRatio(CGFloat?, contentMode: ContentMode)
  case clipShape(ResolvedShape.Geometry, style: FillStyle)
  case clipped
  case mask(ViewNode, alignment: Alignment)
  case opacity(Double)
  case blur(radius: CGFloat, opaque: Bool)
  case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  case blendMode(BlendMode)
  /// Its content composited as one layer before effects outside apply (`compositingGroup`,
  /// `drawingGroup`): blend modes inside blend with each other only.
  case compositingGroup
  case rotation(Angle, anchor: UnitPoint)
  case scale(CGSize, anchor: UnitPoint)
  case hidden
  /// A tap target over this view's area (a `Link`).
  case link(URL)
  /// An interactive control over this view's area that runs an App Intent, by its type name
  /// (`Button(intent:)`, `Toggle(isOn:intent:)`).
  case intent(String)
  /// The URL opened by a tap anywhere on the widget.
  case widgetURL(URL?)

  package struct FlexibleFrame: Equatable {
    package var minWidth, idealWidth, maxWidth: CGFloat?
    package var minHeight, idealHeight, maxHeight: CGFloat?
    package var alignment: Alignment

    package init(
      minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
      maxHeight: CGFloat?, alignment: Alignment
    ) {
      self.minWidth = minWidth
      self.idealWidth = idealWidth
      self.maxWidth = maxWidth
      self.minHeight = minHeight
      self.idealHeight = idealHeight
      self.maxHeight = maxHeight
      self.alignment = alignment
    }
  }
}

// What each modifier means to the layers that handle it, written once. Every switch over the
// modifier lists every case, so a new case is a compile error wherever it needs handling:
// here, in layout (`LayoutContext.arrangeModified`, `applyModifier`, `applyEffect`) and in
// drawing reuse (`drawsLike`).
extension ResolvedModifier {
  /// The views it adds beside its child: a background, an overlay or a mask.
  package var secondaryViews: [ViewNode] {
    switch self {
    case .background(let view, _), .overlay(let view, _), .mask(let view, _): [view]
    case .padding, .frame, .flexibleFrame, .fixedSize, .offset, .position, .aspectRatio, .clipShape, .clipped, .opacity,
      .blur, .shadow, .blendMode, .compositingGroup, .rotation, .scale, .hidden, .link, .intent, .widgetURL:
      []
    }
  }

  /// Whether the space between two texts in a stack looks through it to the text inside:
  /// true for modifiers that leave the text's edges where they are (drawing effects, links,
  /// offsets), false for those that move or pad its edges.
  package var keepsTextEdges: Bool {
    switch self {
    case .opacity, .blendMode, .compositingGroup, .shadow, .link, .intent, .widgetURL, .hidden, .rotation, .scale, .offset, .blur:
      true
    case .padding, .frame, .flexibleFrame, .fixedSize, .position, .background, .overlay, .aspectRatio, .clipShape, .clipped,
      .mask:
      false
    }
  }

  /// Whether two trees holding it can be compared for drawing reuse: false when it holds
  /// code that runs during layout (a custom clip shape).
  package var isComparable: Bool {
    switch self {
    case .clipShape(let geometry, _): geometry.isComparable
    case .padding, .frame, .flexibleFrame, .fixedSize, .offset, .position, .background, .overlay, .aspectRatio, .clipped,
      .mask, .opacity, .blur, .shadow, .blendMode, .compositingGroup, .rotation, .scale, .hidden, .link, .intent,
      .widgetURL:
      true
    }
  }
}
