import ActivityKit
import Foundation
import MirrorCore
import SwiftUI

/// A Live Activity: its Lock Screen (and banner) view and its Dynamic Island layouts.
///
/// The gallery draws every presentation for each content state that the activity's
/// `#Preview(_:as:using:widget:contentStates:)`s give, or that a fixture file lists (see the
/// documentation, "Live Activities and controls").
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, ErasableWidgetConfiguration,
  @unchecked Sendable
{
  // Sendable: `erased` is made once from the widget's body and only read; the gallery calls its view closures on the
  // one thread that renders that activity.
  package let erased: ErasedWidgetConfiguration

  public init<Content: View>(
    for attributesType: Attributes.Type,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    let activity = ErasedActivity(
      attributesType: Attributes.self,
      content: { context in AnyView(content(ActivityViewContext<Attributes>(context))) },
      dynamicIsland: { context in dynamicIsland(ActivityViewContext<Attributes>(context)) })
    erased = .activity(activity)
  }
}

extension WidgetConfiguration {
  /// The sizes the Live Activity offers besides the Lock Screen's: `.small` for the Apple
  /// Watch Smart Stack and CarPlay. The gallery draws a `.small` presentation when declared.
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
    var erased = galleryConfiguration
    erased.activity?.supplementalFamilies = families
    return ModifiedWidgetConfiguration(erased: erased)
  }
}

extension ActivityViewContext {
  /// The typed context of an erased one (its values are the activity's own types).
  init(_ context: ErasedActivityContext) {
    self.init(
      attributes: context.attributes as! Attributes, state: context.state as! Attributes.ContentState,
      activityID: context.activityID, isStale: context.isStale)
  }
}
