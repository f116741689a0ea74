import Foundation
import MirrorCore
import SwiftUI

extension View {
  /// The background of the Live Activity's Lock Screen view (nil: the system's).
  nonisolated public func activityBackgroundTint(_ color: Color?) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      if !context.widget.hasActivityBackgroundTint {
        context.widget.hasActivityBackgroundTint = true
        context.widget.activityBackgroundTint = color
      }
      return resolveContent(context)
    }
  }

  /// The colour of the system's buttons beside the Live Activity (its dismiss button);
  /// recorded in the manifest, since a still picture shows no swipe.
  nonisolated public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      if context.widget.activitySystemActionForegroundColor == nil { context.widget.activitySystemActionForegroundColor = color }
      return resolveContent(context)
    }
  }

  /// Places an expanded region's content below the camera when it is too wide beside it.
  nonisolated public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      if context.widget.dynamicIslandVerticalPlacement == nil {
        context.widget.dynamicIslandVerticalPlacement = verticalPlacement.name
      }
      return resolveContent(context)
    }
  }
}
