import ActivityKit
import Foundation
import SwiftUI
import ViewDSL

/// A Live Activity's Lock Screen view and Dynamic Island (ActivityKit). Compiles in a widget
/// bundle; the gallery leaves the activity out and its index page says so.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, ErasableWidgetConfiguration {
  package let erased: ErasedWidgetConfiguration

  public init<Content: View>(
    for attributesType: Attributes.Type,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    erased = ErasedWidgetConfiguration.undrawn(.liveActivity(String(describing: Attributes.self)))
  }
}

extension WidgetConfiguration {
  /// The extra sizes a Live Activity offers (the watch's Smart Stack, CarPlay).
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration { self }
}

/// A size a Live Activity is shown in.
public struct ActivityFamily: Hashable, Sendable {
  let name: String
  public static let small = ActivityFamily(name: "small")
  public static let medium = ActivityFamily(name: "medium")
}

extension View {
  /// The Lock Screen background tint of a Live Activity.
  nonisolated public func activityBackgroundTint(_ color: Color?) -> some View { self }
  nonisolated public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
