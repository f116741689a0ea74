import Foundation
import MirrorCore

/// A characteristic of a `#Preview`, such as its layout, given with `traits:`.
///
/// The gallery uses the layout traits: `.sizeThatFitsLayout` draws the view at its ideal size,
/// `.fixedLayout(width:height:)` in a container of that size; orientations change nothing.
public struct PreviewTrait<T> {
  package let layout: PreviewLayout?

  package init(layout: PreviewLayout?) {
    self.layout = layout
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview's default layout: a widget of its family.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
  /// The view at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
  /// A container of this size around the view.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }
  public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil) }
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil) }
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil) }
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil) }
}
