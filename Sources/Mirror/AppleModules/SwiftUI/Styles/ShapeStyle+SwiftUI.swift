import Foundation
import MirrorCore

extension ShapeStyle where Self == LinkShapeStyle {
  /// The colour of links: the system blue.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The colour of placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The background of a window: the system background.
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
