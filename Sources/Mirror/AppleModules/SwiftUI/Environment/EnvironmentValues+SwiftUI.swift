import Foundation
import MirrorCore
import SwiftUICore

// The environment values SwiftUI declares for app UI that widget code (often shared with the
// app) reads: what a widget sees, which is never presented, searched or focused.

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  /// Whether the app's scene is in front; a widget is drawn as if it were.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Dismisses the presented view; a widget presents nothing, so it does nothing.
  public var dismiss: DismissAction { DismissAction() }

  /// Refreshes the content of a refreshable view; a widget has none.
  public var refresh: RefreshAction? { nil }

  public var isPresented: Bool { false }
  public var isFocused: Bool { false }
  public var isSearching: Bool { false }
  public var accessibilityVoiceOverEnabled: Bool { false }
  public var accessibilitySwitchControlEnabled: Bool { false }
}

/// Whether a scene is in front, behind, or in the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

/// Dismisses a presented view (`@Environment(\.dismiss) var dismiss; dismiss()`).
public struct DismissAction: Sendable {
  @MainActor public func callAsFunction() {}
}

/// Refreshes a view's content (`await refresh?()`).
public struct RefreshAction: Sendable {
  public func callAsFunction() async {}
}
