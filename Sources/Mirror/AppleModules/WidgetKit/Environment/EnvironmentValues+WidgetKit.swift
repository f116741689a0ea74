import Foundation
import MirrorCore
import SwiftUI

private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the widget shows its `widgetLabel` (an accessory widget on Apple Watch or the
  /// iPad Lock Screen); never on iPhone, so false.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}
