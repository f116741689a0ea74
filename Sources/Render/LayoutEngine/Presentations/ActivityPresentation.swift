/// Where a Live Activity's Lock Screen view is shown (`RenderLayout.liveActivity(_:)`).
public enum LiveActivityPresentation: String, CaseIterable, Hashable, Sendable {
  /// The Lock Screen (and, on devices without the Dynamic Island, the banner): the
  /// device's Lock Screen width, 84 to 160 points high.
  case lockScreen
  /// The `.small` supplemental family (iOS 18): the Apple Watch Smart Stack and CarPlay.
  case small
}

/// A presentation of a Live Activity in the Dynamic Island (`RenderLayout.dynamicIsland(_:)`).
public enum DynamicIslandPresentation: String, CaseIterable, Hashable, Sendable {
  /// The compact leading and trailing views on either side of the TrueDepth camera.
  case compact
  /// The minimal view alone, in its own pill.
  case minimal
  /// The minimal view as the second of two activities: detached, after the island.
  case minimalTrailing
  /// The expanded regions: leading, trailing, center and bottom.
  case expanded
}

/// One way a Live Activity is drawn: on the Lock Screen, in the Dynamic Island or small.
package enum ActivityPresentationKind: Hashable, Sendable {
  case liveActivity(LiveActivityPresentation)
  case dynamicIsland(DynamicIslandPresentation)

  /// Every presentation in the gallery's column order.
  package static let all: [ActivityPresentationKind] =
    [.liveActivity(.lockScreen)] + DynamicIslandPresentation.allCases.map { .dynamicIsland($0) } + [.liveActivity(.small)]

  /// The Dynamic Island is always dark, whatever the system appearance; so is the Smart Stack.
  package var isAlwaysDark: Bool {
    switch self {
    case .dynamicIsland, .liveActivity(.small): true
    case .liveActivity(.lockScreen): false
    }
  }
}
