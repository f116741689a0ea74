import Foundation
import WidgetGallery
import XCTest
import XMLTree

@MainActor final class WidgetRendererTests: XCTestCase {
  private func document(_ svg: String) throws -> XMLTreeElement { try XMLTreeParser.parse(svg) }

  private func size(_ root: XMLTreeElement) -> CGSize {
    CGSize(width: Double(root[attribute: "width"] ?? "") ?? -1, height: Double(root[attribute: "height"] ?? "") ?? -1)
  }

  func testWidgetLayoutHasTheFamilySizeTheMarginsAndTheCornerMask() async throws {
    let svg = WidgetRenderer(layout: .widget(.systemMedium)).svg(of: Color.red)
    let root = try document(svg)
    XCTAssertEqual(size(root), CGSize(width: 338, height: 158))
    let widget = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Widget" })
    XCTAssertNotNil(widget[attribute: "clip-path"], "the widget is masked to its rounded shape")
    let color = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Color" })
    XCTAssertEqual(color[attribute: "x"], "16")
    XCTAssertEqual(color[attribute: "y"], "16")
    XCTAssertEqual(color[attribute: "width"], "306")
    XCTAssertEqual(color[attribute: "height"], "126")
  }

  func testFixedLayoutIsThatSizeWithoutMarginsOrCorners() async throws {
    let root = try document(WidgetRenderer(layout: .fixed(width: 200, height: 100)).svg(of: Color.red))
    XCTAssertEqual(size(root), CGSize(width: 200, height: 100))
    let color = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Color" })
    XCTAssertEqual([color[attribute: "x"], color[attribute: "y"]], ["0", "0"])
    XCTAssertEqual([color[attribute: "width"], color[attribute: "height"]], ["200", "100"])
    let clip = try XCTUnwrap(
      root.allElements.first { $0.name == "clipPath" }?.allElements.first { $0.name == "path" || $0.name == "rect" })
    XCTAssertFalse((clip[attribute: "d"] ?? "").contains("C"), "square corners: no curves in the mask")
  }

  func testSizeThatFitsIsTheViewsIdealSize() async throws {
    let root = try document(WidgetRenderer().svg(of: Color.red.frame(width: 120, height: 40)))
    XCTAssertEqual(size(root), CGSize(width: 120, height: 40))
  }

  func testAppearanceAndDeviceReachTheView() async throws {
    struct Probe: View {
      @Environment(\.colorScheme) var colorScheme
      @Environment(\.displayScale) var displayScale
      @Environment(\.widgetFamily) var family
      var body: some View { Text("\(colorScheme == .dark ? "dark" : "light") \(Int(displayScale))x \(family)") }
    }
    let pad = try XCTUnwrap(Device.named("ipad-1024x1366"))
    let svg = WidgetRenderer(layout: .widget(.systemLarge), appearance: .dark, device: pad).svg(of: Probe())
    XCTAssertTrue(svg.contains("dark 2x systemLarge"), svg)
    XCTAssertEqual(size(try document(svg)), pad.size(for: .systemLarge))
    XCTAssertTrue(WidgetRenderer(layout: .widget(.systemSmall)).svg(of: Probe()).contains("light 3x systemSmall"))
  }

  func testWidgetAndEntryAreDrawnWithTheWidgetsConfiguration() async throws {
    // FavoriteEpisodeWidget disables content margins and opens its episode with widgetURL.
    let svg = WidgetRenderer(layout: .widget(.systemSmall)).svg(of: SeedViews.podcastWidget, entry: SeedViews.podcastEntry)
    XCTAssertTrue(svg.contains("cr2024-im://podcasts/rnr-1"))
    XCTAssertTrue(svg.contains("data-view=\"WidgetBackground\""))
    XCTAssertEqual(size(try document(svg)), CGSize(width: 158, height: 158))
  }

  func testTheSameInputsGiveTheSameBytes() async {
    let renderer = WidgetRenderer(layout: .widget(.systemSmall), appearance: .tinted)
    XCTAssertEqual(renderer.svg(of: SeedViews.vocabulary), renderer.svg(of: SeedViews.vocabulary))
  }
}
