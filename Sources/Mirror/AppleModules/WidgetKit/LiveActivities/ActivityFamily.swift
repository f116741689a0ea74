import MirrorCore
import SwiftUI

/// A size a Live Activity is shown in besides the iPhone's own: `.small` is the Apple Watch
/// Smart Stack's and CarPlay's (iOS 18), `.medium` the iPhone's Lock Screen.
public enum ActivityFamily: Int, Hashable, Sendable, CustomStringConvertible {
  case small
  case medium

  public var description: String {
    switch self {
    case .small: "small"
    case .medium: "medium"
    }
  }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct SupportedActivityFamiliesKey: EnvironmentKey { static let defaultValue: Set<ActivityFamily> = [.medium] }
private struct ActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The size the Live Activity's Lock Screen view is drawn in: `.small` in the Smart Stack.
  public var activityFamily: ActivityFamily {
    get { self[ActivityFamilyKey.self] }
    set { self[ActivityFamilyKey.self] = newValue }
  }

  /// The families the activity declares (`supplementalActivityFamilies`), with `.medium`.
  public var supportedActivityFamilies: Set<ActivityFamily> {
    get { self[SupportedActivityFamiliesKey.self] }
    set { self[SupportedActivityFamiliesKey.self] = newValue }
  }

  /// True in StandBy's full-screen presentation; the gallery draws none, so false.
  public var isActivityFullscreen: Bool { self[ActivityFullscreenKey.self] }
}
