//
//  TrapLiveActivity.swift
//  CrashingWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TrapAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var minutes: Int
  }

  var order: String
}

struct TrapLiveActivityView: View {
  let minutes: Int

  var body: some View {
    crash(in: .liveActivityContent, when: .liveActivityContent)
    return Text("\(minutes) min")
  }
}

struct LiveActivityContentWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: TrapAttributes.self) { context in
      TrapLiveActivityView(minutes: context.state.minutes)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text(context.attributes.order) }
      } compactLeading: {
        Text("L")
      } compactTrailing: {
        Text("T")
      } minimal: {
        Text("M")
      }
    }
  }
}

#Preview("Trap", as: .content, using: TrapAttributes(order: "42")) {
  LiveActivityContentWidget()
} contentStates: {
  TrapAttributes.ContentState(minutes: 5)
}
