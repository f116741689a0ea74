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
  /// iOS 26's clear Home Screen in light mode: accented rendering on clear glass (see
  /// `isClearGlass`); for iOS 26 devices only.
  case clearLight = "clear-light"
  /// iOS 26's clear Home Screen in dark mode; for iOS 26 devices only.
  case clearDark = "clear-dark"
  /// The device locked with sensitive content hidden: privacy redaction.
  case privacy
  /// The Lock Screen's vibrant rendering, for accessory families only.
  case vibrant
  /// A Live Activity whose content is out of date (`ActivityViewContext.isStale`), in light;
  /// for Live Activities only.
  case stale

  /// The appearances a family is shown in: vibrant only for accessory (Lock Screen) families,
  /// and the clear ones only with `iOS26` (every device of the gallery runs iOS 26: one
  /// appearance list serves all of a gallery's devices, and iOS 18 has no clear Home Screen)
  /// and not for accessory families, whose Lock Screen has no clear appearance.
  package static func all(for family: WidgetFamily, iOS26: Bool = false) -> [Appearance] {
    let clear = iOS26 && !family.isAccessory
    return allCases.filter { appearance in
      switch appearance {
      case .stale: false
      case .vibrant: family.isAccessory
      case .clearLight, .clearDark: clear
      default: true
      }
    }
  }

  /// Whether this is iOS 26's clear appearance, whose accented content sits on clear glass
  /// rather than the tinted Home Screen's coloured glass (see `RenderedWidget.isClearGlass`).
  package var isClearGlass: Bool { self == .clearLight || self == .clearDark }

  /// The appearances a Live Activity is shown in: light, dark and stale.
  package static let activity: [Appearance] = [.light, .dark, .stale]

  /// Sets the environment values this appearance stands for.
  package func apply(to environment: inout EnvironmentValues) {
    switch self {
    case .light, .stale:
      environment.colorScheme = .light
    case .dark:
      environment.colorScheme = .dark
    case .tinted, .clearDark:
      environment.colorScheme = .dark
      environment.widgetRenderingMode = .accented
      environment.showsWidgetContainerBackground = false
    case .clearLight:
      environment.colorScheme = .light
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
