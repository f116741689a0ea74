import ActivityKit
import SwiftUI
import ViewDSL

/// Something a widget bundle holds that the gallery compiles and does not draw (a Live
/// Activity, a control); the site says so on its index page and in its manifest.
package struct UndrawnWidget: Codable, Hashable, Sendable {
  /// The activity's attributes type or the control's type.
  package var kind: String
  /// What it is, as the site says it: "Live Activity", "Control".
  package var category: String
  /// Why it is not drawn.
  package var reason: String

  package init(kind: String, category: String, reason: String) {
    self.kind = kind
    self.category = category
    self.reason = reason
  }

  package static func liveActivity(_ kind: String) -> UndrawnWidget {
    UndrawnWidget(kind: kind, category: "Live Activity", reason: "Live Activities are not rendered yet")
  }

  package static func control(_ kind: String) -> UndrawnWidget {
    UndrawnWidget(kind: kind, category: "Control", reason: "controls are not rendered yet")
  }
}
