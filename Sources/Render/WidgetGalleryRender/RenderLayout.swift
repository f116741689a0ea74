import Foundation
import LayoutEngine
import MirrorCore

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
  /// A Live Activity's Lock Screen view (or its `.small` family) on the render's device: its
  /// width, 84 to 160 points high as the content needs, the 14-point margins and its
  /// `activityBackgroundTint`.
  case liveActivity(LiveActivityPresentation)
  /// A Live Activity in the Dynamic Island of the render's device (always dark).
  case dynamicIsland(DynamicIslandPresentation)
  /// A control in Control Center, a Lock Screen slot or the Action button's label.
  case control(ControlPresentation)
}
