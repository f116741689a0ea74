import Foundation
import MirrorCore

/// The widget container's fixed geometry: margins and corner radii.
package enum WidgetContainer {
  /// Home Screen widget corner radius on iPhone. Apple publishes none; public tools use
  /// 20–22 pt with continuous corners.
  package static let phoneCornerRadius: CGFloat = 22
  /// Home Screen widget corner radius on iPad (public tools: 24 pt).
  package static let padCornerRadius: CGFloat = 24
  /// accessoryRectangular's rounded rectangle (not published; Lock Screen widgets read as
  /// about this radius).
  package static let accessoryRectangularCornerRadius: CGFloat = 12
  /// Content margin of system families (HIG: "16 points for most widgets").
  package static let systemMargin: CGFloat = 16
  /// Content margins of Lock Screen families: Apple gives no number, only "smaller"; the
  /// rectangular and circular families inset by this much, inline text by none.
  package static let accessoryMargin: CGFloat = 6

  /// The margins the system adds around the content of `family`.
  package static func contentMargins(for family: WidgetFamily) -> EdgeInsets {
    let length: CGFloat =
      switch family {
      case .accessoryInline: 0
      case .accessoryCircular, .accessoryRectangular: accessoryMargin
      default: systemMargin
      }
    return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
  }

  /// The corner radius the widget is drawn with: a circle for accessoryCircular, square for
  /// accessoryInline.
  package static func cornerRadius(for family: WidgetFamily, size: CGSize, device: Device) -> CGFloat {
    switch family {
    case .accessoryCircular: min(size.width, size.height) / 2
    case .accessoryRectangular: accessoryRectangularCornerRadius
    case .accessoryInline: 0
    default: device.homeScreenCornerRadius
    }
  }
}
