import Foundation
import ViewDSL

/// Where a rendered view sits and how big the document is.
public enum RenderLayout: Hashable, Sendable {
  /// A widget of this family on the render's device, exactly as the gallery shows it: the
  /// family's size, the system content margins, the container background and the rounded
  /// corner mask. Families the device lacks (systemExtraLarge on iPhone) use its large size.
  case widget(WidgetFamily)
  /// A container of exactly this many points, without widget chrome (no margins, square
  /// corners): the view is proposed the size and centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// The view's ideal size: it is proposed no size and the document is as big as it chooses.
  case sizeThatFits
}
