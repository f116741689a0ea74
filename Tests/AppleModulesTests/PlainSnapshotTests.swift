import SnapshotTesting
import SwiftUI
import WidgetGallery
import WidgetGallerySnapshotTesting
import XCTest

/// Snapshot tests as teams write them for iOS in Swift 5 mode: a plain `XCTestCase` with
/// synchronous tests and no `@MainActor`. XCTest runs them on the main thread, where the render
/// API and the strategies draw main-actor views.
final class PlainSnapshotTests: XCTestCase {
  private var view: WeatherWidgetEntryView {
    WeatherWidgetEntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationAppIntent()))
  }

  func testASynchronousTestDrawsWithTheRenderAPIAndTheStrategies() {
    let svg = WidgetRenderer(layout: .widget(.systemSmall)).svg(of: view)
    XCTAssertTrue(svg.hasPrefix("<?xml"), String(svg.prefix(80)))
    var drawn: String?
    Snapshotting<WeatherWidgetEntryView, String>.svg(layout: .widget(.systemSmall)).snapshot(view).run { drawn = $0 }
    XCTAssertEqual(drawn, svg)
  }

  func testASynchronousThrowingTestDrawsToo() throws {
    var png: Data?
    Snapshotting<WeatherWidgetEntryView, Data>.png(layout: .widget(.systemSmall)).snapshot(view).run { png = $0 }
    XCTAssertEqual(try XCTUnwrap(png).prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
  }
}
