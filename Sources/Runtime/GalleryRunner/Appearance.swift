import MirrorCore
import SwiftUI
import WidgetKit

/// One way a widget is shown: colour scheme, rendering mode and redaction.
///
/// The gallery shows every widget in each of these; the render API takes one.
public enum Appearance: String, CaseIterable, Codable, Sendable, Comparable {
  case light
  case dark
  /// The iOS 18 tinted Home Screen: accented rendering, background removed.
  case tinted
  /// The device locked with sensitive content hidden: privacy redaction.
  case privacy
  /// The Lock Screen's vibrant rendering, for accessory families only.
  case vibrant
  /// A Live Activity whose content is out of date (`ActivityViewContext.isStale`), in light;
  /// for Live Activities only.
  case stale

  /// The appearances a family is shown in: vibrant only for accessory (Lock Screen) families.
  package static func all(for family: WidgetFamily) -> [Appearance] {
    family.isAccessory ? allCases.filter { $0 != .stale } : allCases.filter { $0 != .vibrant && $0 != .stale }
  }

  /// The appearances a Live Activity is shown in: light, dark and stale.
  package static let activity: [Appearance] = [.light, .dark, .stale]

  /// Sets the environment values this appearance stands for.
  package func apply(to environment: inout EnvironmentValues) {
    switch self {
    case .light, .stale:
      environment.colorScheme = .light
    case .dark:
      environment.colorScheme = .dark
    case .tinted:
      environment.colorScheme = .dark
      environment.widgetRenderingMode = .accented
      environment.showsWidgetContainerBackground = false
    case .privacy:
      environment.colorScheme = .light
      environment.redactionReasons.insert(.privacy)
    case .vibrant:
      environment.colorScheme = .dark
      environment.widgetRenderingMode = .vibrant
      environment.showsWidgetContainerBackground = false
    }
  }

  public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
