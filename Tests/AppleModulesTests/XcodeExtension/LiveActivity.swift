import ActivityKit
import WidgetKit
import SwiftUI

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: String
        var courier: String
        var minutesLeft: Int
        var orderedAt: Date
        var arrivesAt: Date
    }

    var orderNumber: String
    var restaurant: String
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: "A-1024", restaurant: "Pasta Place")
    }
}

extension DeliveryAttributes.ContentState {
    // 10 June 2024: ordered at 9:31, arriving at 9:56 (9:41 is the gallery's "now").
    static var preparing: Self {
        .init(stage: "Preparing", courier: "Sam", minutesLeft: 15,
              orderedAt: Date(timeIntervalSince1970: 1_718_011_860), arrivesAt: Date(timeIntervalSince1970: 1_718_013_360))
    }

    static var onTheWay: Self {
        .init(stage: "On the way", courier: "Sam", minutesLeft: 5,
              orderedAt: Date(timeIntervalSince1970: 1_718_011_860), arrivesAt: Date(timeIntervalSince1970: 1_718_012_760))
    }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "bag.fill")
                    Text(context.attributes.restaurant)
                        .font(.headline)
                    Spacer()
                    if context.isStale {
                        Label("Updating", systemImage: "exclamationmark.arrow.circlepath")
                            .font(.caption)
                    } else {
                        Text(context.state.arrivesAt, style: .time)
                            .font(.headline)
                    }
                }
                ProgressView(timerInterval: context.state.orderedAt...context.state.arrivesAt, countsDown: false)
                    .tint(.orange)
                Text("Order \(context.attributes.orderNumber) · \(context.state.stage)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .activityBackgroundTint(Color.orange.opacity(0.2))
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.restaurant, systemImage: "bag.fill")
                        .font(.caption)
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.arrivesAt, style: .time)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom, priority: 1) {
                    VStack(spacing: 6) {
                        ProgressView(timerInterval: context.state.orderedAt...context.state.arrivesAt, countsDown: false)
                            .tint(.orange)
                        Link(destination: URL(string: "delivery://call/\(context.attributes.orderNumber)")!) {
                            Label("Call \(context.state.courier)", systemImage: "phone.fill")
                                .font(.caption)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
                    .font(.caption.weight(.semibold))
            } minimal: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
            }
            .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color.orange)
        }
        .supplementalActivityFamilies([.small])
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Island", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
