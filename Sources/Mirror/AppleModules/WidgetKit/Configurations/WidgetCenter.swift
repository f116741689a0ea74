import Foundation
import SwiftUI

/// Asks WidgetKit to reload timelines; the gallery builds from scratch each run, so these
/// do nothing.
public final class WidgetCenter: Sendable {
  public static let shared = WidgetCenter()
  private init() {}
  public func reloadAllTimelines() {}
  public func reloadTimelines(ofKind kind: String) {}
  public func invalidateConfigurationRecommendations() {}
}
