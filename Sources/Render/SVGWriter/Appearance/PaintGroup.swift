import LayoutEngine
import MirrorCore

/// What the accented rendering mode does to a view's paints: its group's colour over the
/// paint's alpha (`primary`, `accent`), the paint's luminance as alpha in a group's colour (an
/// image's `desaturated` and `accentedDesaturated`), or nothing (an image's `fullColor`). Full
/// colour and vibrant rendering ignore it.
enum PaintGroup: Hashable {
  case primary, accent, desaturated, accentedDesaturated, fullColor

  /// The group of `node`'s content and children inside `inherited`: `widgetAccentable` moves
  /// the primary group to the accent group (it cannot be undone below), and an image's
  /// `widgetAccentedRenderingMode` decides for that image whatever group holds it (Apple says
  /// only that the two "may conflict").
  init(_ node: RenderNode, inside inherited: PaintGroup) {
    if let mode = node.accentedImageMode {
      switch mode.kind {
      case .accented: self = .accent
      case .desaturated: self = .desaturated
      case .accentedDesaturated: self = .accentedDesaturated
      case .fullColor: self = .fullColor
      }
    } else if node.isAccentGroup, inherited == .primary {
      self = .accent
    } else {
      self = inherited
    }
  }

  /// Whether the group is drawn in the accent colour rather than the primary one.
  var isAccent: Bool { self == .accent || self == .accentedDesaturated }
}
