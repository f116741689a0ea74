import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

// A widget written as an iOS 18 extension is in Swift 6 mode (this module's mode): its views
// read main-actor state in `body`, in initialisers and in closures that layout calls, a
// main-actor view model feeds them, and `UIScreen.main` sizes them. It compiles only because
// `View` and `Widget` are main-actor isolated, as in the SDK.

/// The app's forecast, a main-actor view model as apps write them.
@MainActor package final class ForecastModel: ObservableObject {
  package static let shared = ForecastModel()

  @Published package var city = "Lisbon"
  @Published package var temperatures = [18, 21, 24]
  /// Calls of the closures layout runs (`GeometryReader` content, alignment guides) made on
  /// another thread than the one that last called `resetCounts()`, the main actor's: none,
  /// when the renderer lays out such widgets on the main actor.
  package private(set) var callsOffMainThread = 0
  package private(set) var layoutCalls = 0
  private var mainActorThread = currentThreadID()

  /// The width of the temperature bar in a reader `width` wide.
  package func barWidth(in width: CGFloat) -> CGFloat {
    countLayoutCall()
    return width * CGFloat(temperatures.last ?? 0) / 40
  }

  /// Where an alignment guide puts a view `height` high.
  package func guide(height: CGFloat) -> CGFloat {
    countLayoutCall()
    return height / 2
  }

  package func resetCounts() {
    mainActorThread = currentThreadID()
    callsOffMainThread = 0
    layoutCalls = 0
  }

  private func countLayoutCall() {
    layoutCalls += 1
    if currentThreadID() != mainActorThread { callsOffMainThread += 1 }
  }
}

/// Global main-actor state.
@MainActor package var forecastUnit = "°C"

/// A main-actor function an initialiser calls.
@MainActor package func forecastGreeting(hour: Int) -> String {
  hour < 12 ? "Good morning" : "Good afternoon"
}

/// The widget's view: main-actor state in its initialiser, its `body` and the closures layout
/// calls.
package struct ForecastView: View {
  @ObservedObject var model = ForecastModel.shared
  let greeting: String

  package init(hour: Int) {
    greeting = forecastGreeting(hour: hour)
  }

  package var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(greeting)
      Text("\(model.city) \(model.temperatures.last ?? 0)\(forecastUnit)")
      Text("\(Int(UIScreen.main.scale))× \(Int(UIScreen.main.bounds.width)) pt")
      GeometryReader { proxy in
        Capsule().fill(Color.blue).frame(width: model.barWidth(in: proxy.size.width), height: 6)
      }
      .frame(height: 6)
      HStack {
        Text("High").alignmentGuide(VerticalAlignment.center) { model.guide(height: $0.height) }
        Text("\(model.temperatures.max() ?? 0)\(forecastUnit)")
      }
    }
    .containerBackground(Color.white, for: .widget)
  }
}

/// The entry of the forecast widget.
package struct ForecastEntry: TimelineEntry {
  package let date: Date
  package let hour: Int

  package init(date: Date, hour: Int) {
    self.date = date
    self.hour = hour
  }
}

/// Two entries: the morning and the afternoon.
package struct ForecastProvider: TimelineProvider {
  package init() {}

  package func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), hour: 9) }

  package func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
    completion(placeholder(in: context))
  }

  package func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
    let now = Date()
    completion(Timeline(entries: [ForecastEntry(date: now, hour: 9), ForecastEntry(date: now + 3600, hour: 15)], policy: .never))
  }
}

/// The widget: its `body` and content closure are main-actor isolated.
package struct ForecastWidget: Widget {
  package init() {}

  package var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
      ForecastView(hour: entry.hour)
    }
    .configurationDisplayName("Forecast")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

/// A custom shape: `path(in:)` is nonisolated, as in the SDK, so layout draws it off the main
/// actor although the shape, a view, is main-actor isolated.
package struct Wave: Shape {
  package init() {}

  package func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// A widget whose layout runs no user code but a shape's path: laid out on worker threads.
package struct WaveWidget: Widget {
  package init() {}

  package var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Wave", provider: ForecastProvider()) { entry in
      VStack {
        Text("\(ForecastModel.shared.city) at \(entry.hour)")
        Wave().fill(Color.teal)
      }
      .containerBackground(Color.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
  }
}

/// A widget view made from a main-actor context, as an app's code makes one.
@MainActor package func makeForecastView(hour: Int) -> some View {
  ForecastView(hour: hour)
}
