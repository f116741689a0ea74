import Foundation
import GalleryTestSupport
import SnapshotTesting
import WidgetGallery
import WidgetGallerySnapshotTesting
import XCTest
import XMLTree

/// Views and widgets written for Swift 6 and iOS 18, which use main-actor state, drawn by the
/// render API and the snapshot strategies from a main-actor test, as users write them.
@MainActor final class MainActorViewTests: XCTestCase {
  private func title(_ svg: String) throws -> String {
    let root = try XMLTreeParser.parse(svg)
    return try XCTUnwrap(root.allElements.first { $0.name == "title" }).textContent
  }

  func testTheRenderAPIDrawsAViewUsingMainActorState() async throws {
    let svg = WidgetRenderer(layout: .widget(.systemSmall)).svg(of: ForecastView(hour: 15))
    let title = try title(svg)
    XCTAssertTrue(title.contains("Good afternoon"), title)
    XCTAssertTrue(title.contains("Lisbon 24°C"), title)
    XCTAssertTrue(title.contains("3× 393 pt"), title)
    XCTAssertTrue(svg.contains(#"data-view="Capsule""#), "the geometry reader's content was laid out")
  }

  func testTheRenderAPIDrawsAMainActorWidgetAndAViewMadeOnTheMainActor() async throws {
    let renderer = WidgetRenderer(layout: .widget(.systemMedium))
    let widget = renderer.svg(of: ForecastWidget(), entry: ForecastEntry(date: Date(), hour: 9))
    XCTAssertTrue(try title(widget).contains("Good morning"))
    XCTAssertEqual(renderer.svg(of: makeForecastView(hour: 9)), renderer.svg(of: ForecastView(hour: 9)))
  }

  func testTheStrategiesDrawWhatTheRenderAPIDraws() async throws {
    let view = ForecastView(hour: 9)
    let renderer = WidgetRenderer(layout: .widget(.systemSmall))
    var drawn: String?
    Snapshotting<ForecastView, String>.svg(layout: .widget(.systemSmall)).snapshot(view).run { drawn = $0 }
    XCTAssertEqual(drawn, renderer.svg(of: view))
    var png: Data?
    Snapshotting<ForecastWidget, Data>.png(entry: ForecastEntry(date: Date(), hour: 9), layout: .widget(.systemSmall))
      .snapshot(ForecastWidget()).run { png = $0 }
    XCTAssertEqual(png?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "a PNG")
  }
}
