import Foundation
import MirrorCore

/// A screen class the gallery renders for: its widget sizes per family, corner radius and
/// display scale. Pick one with `Device.named(_:)`; `Device.default` is the 393×852 iPhone.
public struct Device: Hashable, Sendable {
  /// The table key, e.g. `iphone-393x852`, `ipad-1024x1366`, `iphone-402x874-ios26`.
  public package(set) var name: String
  package var screenSize: CGSize
  package var isPad: Bool
  /// Pixels per point (3 on current iPhones, 2 on iPads).
  public package(set) var displayScale: CGFloat
  package var small: CGSize
  package var medium: CGSize
  package var large: CGSize
  /// iPad only.
  package var extraLarge: CGSize?
  package var accessoryCircular: CGSize
  package var accessoryRectangular: CGSize
  package var accessoryInline: CGSize

  /// The widget size of `family` here; nil where the device has no such family
  /// (systemExtraLarge on iPhone; systemExtraLargePortrait and accessoryCorner everywhere).
  public func size(for family: WidgetFamily) -> CGSize? {
    switch family {
    case .systemSmall: small
    case .systemMedium: medium
    case .systemLarge: large
    case .systemExtraLarge: extraLarge
    case .accessoryCircular: accessoryCircular
    case .accessoryRectangular: accessoryRectangular
    case .accessoryInline: accessoryInline
    case .systemExtraLargePortrait, .accessoryCorner: nil
    }
  }

  /// Whether the device runs iOS 26 (its table name ends in `-ios26`): it has the clear
  /// Home Screen appearances.
  package var isIOS26: Bool { name.hasSuffix("-ios26") }

  /// The Home Screen corner radius of this device's widgets.
  package var homeScreenCornerRadius: CGFloat {
    isPad ? WidgetContainer.padCornerRadius : WidgetContainer.phoneCornerRadius
  }

  /// The device with this table name (case-insensitive; `×` and `x` both accepted).
  public static func named(_ name: String) -> Device? {
    let key = name.lowercased().replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: " ", with: "-")
    return all.first { $0.name == key }
  }

  public static let `default` = all.first { $0.name == "iphone-393x852" }!
}
