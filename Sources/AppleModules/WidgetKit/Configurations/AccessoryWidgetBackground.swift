import Foundation
import SwiftUI
import ViewDSL

/// The standard backdrop of a Lock Screen widget: the widget's own shape (a circle for
/// `accessoryCircular`, a rounded rectangle for `accessoryRectangular`) filled with a
/// translucent white, which the vibrant appearance turns into the Lock Screen's frosted grey.
nonisolated public struct AccessoryWidgetBackground: View {
  public init() {}

  public var body: some View {
    ContainerRelativeShape().fill(Color.white.opacity(AccessoryWidgetBackground.opacity))
  }

  /// The opacity of the white fill.
  static let opacity = 0.2
}
