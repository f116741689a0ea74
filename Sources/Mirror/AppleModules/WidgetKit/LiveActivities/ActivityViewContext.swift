import ActivityKit
import SwiftUI

/// The data a Live Activity's views are drawn with.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  public let attributes: Attributes
  public let state: Attributes.ContentState
  public let activityID: String
  public let isStale: Bool

  public init(attributes: Attributes, state: Attributes.ContentState, activityID: String = "", isStale: Bool = false) {
    self.attributes = attributes
    self.state = state
    self.activityID = activityID
    self.isStale = isStale
  }
}
