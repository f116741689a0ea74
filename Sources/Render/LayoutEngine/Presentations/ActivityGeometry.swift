import Foundation
import MirrorCore

/// The sizes a Live Activity is given on one device.
///
/// Figures from Apple's Human Interface Guidelines, "Live Activities", Specifications
/// (developer.apple.com/design/human-interface-guidelines/live-activities#iOS-dimensions):
/// on 430×932 screens compact leading and trailing 62.33×36.67, expanded and Lock Screen
/// 408 wide; on 393×852 screens 52.33×36.67 and 371; minimal 36.67–45×36.67; expanded and
/// Lock Screen 84–160 high; the island's corner radius 44; compact or minimal island 250 pt
/// wide (Pro Max / Plus) or 230 (Pro and the others with the island, iPhone 16 Pro included),
/// expanded 408 or 371; iPad Lock Screens 500 (1366×1024) or 425 wide. The 14-point Lock
/// Screen margin is WWDC23 session 10194's ("Design dynamic Live Activities"). The other
/// figures are estimates, marked so here and in the documentation
/// ("Live Activities and controls").
package struct ActivityGeometry: Hashable, Sendable {
  /// The Lock Screen view's width (HIG; on devices the HIG does not list, the screen less
  /// 11 points a side, as on the listed ones: an estimate).
  package var lockScreenWidth: CGFloat
  /// The Dynamic Island, on devices that have one.
  package var island: IslandGeometry?

  /// The heights the Lock Screen and expanded presentations take (HIG): taller content is cut.
  package static let heights: ClosedRange<CGFloat> = 84...160
  /// The Lock Screen view's content margin on every edge (WWDC23 10194: 14 pt).
  package static let lockScreenMargin: CGFloat = 14
  /// The Lock Screen view's corner radius: an estimate (Apple gives none; the widgets' 22).
  package static let lockScreenCornerRadius: CGFloat = 22
  /// The `.small` family's size: the Apple Watch 45 mm Smart Stack (HIG, watchOS: 184×80.5).
  package static let smallSize = CGSize(width: 184, height: 80.5)
  /// Margin and corner radius of the `.small` family: estimates.
  package static let smallMargin: CGFloat = 8
  package static let smallCornerRadius: CGFloat = 18

  /// The geometry of `device`.
  package init(device: Device) {
    let width = device.screenSize.width
    if device.isPad {
      lockScreenWidth = device.screenSize.height >= 1366 || width >= 1366 ? 500 : 425
      island = nil
      return
    }
    let hasIsland = ["iphone-430x932", "iphone-393x852", "iphone-402x874"].contains { device.name.hasPrefix($0) }
    let isLarge = width >= 430
    switch width {
    case 430: lockScreenWidth = 408
    case 393: lockScreenWidth = 371
    default: lockScreenWidth = width - 22
    }
    island = hasIsland ? IslandGeometry(isLarge: isLarge) : nil
  }
}

/// The Dynamic Island of one device.
package struct IslandGeometry: Hashable, Sendable {
  /// The island's width around the camera in the compact and minimal presentations (HIG).
  package var compactWidth: CGFloat
  /// The expanded presentation's width (HIG).
  package var expandedWidth: CGFloat

  /// The island's height in the compact and minimal presentations (HIG: 36.67).
  package static let height: CGFloat = 36.67
  /// The TrueDepth camera's part of the compact island: its width less the two compact
  /// regions (230 − 2 × 52.33 and 250 − 2 × 62.33 both give 125.33).
  package static let sensorWidth: CGFloat = 125.33
  /// The minimal presentation's widths (HIG: 36.67–45).
  package static let minimalWidths: ClosedRange<CGFloat> = 36.67...45
  /// The expanded island's corner radius (HIG: 44).
  package static let expandedCornerRadius: CGFloat = 44
  /// The gap between the island and a detached minimal view: an estimate.
  package static let detachedGap: CGFloat = 6
  /// The island's distance from the top of the screen, for the mock-ups: an estimate.
  package static let top: CGFloat = 11

  /// Default content margins (estimates: Apple publishes none).
  package static let compactMargins = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 2)
  package static let minimalMargins = EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
  package static let expandedMargins = EdgeInsets(top: 12, leading: 20, bottom: 16, trailing: 20)

  init(isLarge: Bool) {
    compactWidth = isLarge ? 250 : 230
    expandedWidth = isLarge ? 408 : 371
  }

  /// The width of each compact region (HIG: 52.33 or 62.33).
  package var compactRegionWidth: CGFloat { (compactWidth - Self.sensorWidth) / 2 }
}
