import Foundation
import MirrorCore
import SwiftUI

/// The standard backdrop of a Lock Screen widget: the widget's own shape (a circle for
/// `accessoryCircular`, a rounded rectangle for `accessoryRectangular`) filled with a
/// translucent white, which the vibrant appearance turns into the Lock Screen's frosted grey.
///
/// As Apple documents, it is drawn only in `accessoryCircular`, `accessoryRectangular` and
/// `accessoryCorner`; anywhere else (`accessoryInline`, the system families) it is empty.
nonisolated public struct AccessoryWidgetBackground: View {
  @Environment(\.widgetFamily) private var family

  public init() {}

  public var body: some View {
    if Self.families.contains(family) {
      ContainerRelativeShape().fill(Color.white.opacity(AccessoryWidgetBackground.opacity))
    }
  }

  /// The families the background is drawn in.
  static let families: Set<WidgetFamily> = [.accessoryCircular, .accessoryRectangular, .accessoryCorner]

  /// The opacity of the white fill: an estimate (Apple publishes none).
  static let opacity = 0.2
}
