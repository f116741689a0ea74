import ActivityKit
import Foundation
import GalleryDiff
import GalleryRunner
import GallerySite
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SnapshotTesting
import SwiftUI
import WidgetGalleryRender
import WidgetGallerySnapshotTesting
import WidgetKit
import XCTest
import XMLTree

/// The example extension's Live Activity (`XcodeExtension/LiveActivity.swift`) in each
/// presentation. Geometry from Apple's Human Interface Guidelines, "Live Activities",
/// Specifications, iOS dimensions
/// (developer.apple.com/design/human-interface-guidelines/live-activities#iOS-dimensions):
/// on a 393×852 screen compact leading and trailing 52.33×36.67, minimal 36.67–45×36.67,
/// expanded and Lock Screen 371 × 84–160; on 430×932 62.33×36.67 and 408; the island's corner
/// radius 44; compact or minimal island 230 or 250 wide.
@MainActor final class LiveActivityGeometryTests: XCTestCase {
  private var activity: ErasedActivity { DeliveryLiveActivity().erasedConfigurations[0].activity! }

  private func draw(
    _ presentation: ActivityPresentationKind, state: DeliveryAttributes.ContentState = .onTheWay,
    appearance: Appearance = .light, device: Device = .default
  ) throws -> RenderedWidget {
    var renderer = WidgetRenderer(appearance: appearance, device: device)
    switch presentation {
    case .liveActivity(let kind): renderer.layout = .liveActivity(kind)
    case .dynamicIsland(let kind): renderer.layout = .dynamicIsland(kind)
    }
    let context = ErasedActivityContext(attributes: DeliveryAttributes.preview, state: state, isStale: appearance == .stale)
    return try renderer.drawActivity(renderer.evaluateActivity(activity, context: context, presentation: presentation)).widget
  }

  private func assertFrame(_ rect: CGRect, _ expected: CGRect, _ message: String, line: UInt = #line) {
    for (actual, wanted, name) in [
      (rect.minX, expected.minX, "x"), (rect.minY, expected.minY, "y"), (rect.width, expected.width, "width"),
      (rect.height, expected.height, "height"),
    ] {
      XCTAssertEqual(actual, wanted, accuracy: 0.01, "\(message): \(name)", line: line)
    }
  }

  func testTheLockScreenIsTheDeviceWidthAndAsHighAsItsContentWithin84To160() async throws {
    let widget = try draw(.liveActivity(.lockScreen))
    XCTAssertEqual(widget.size.width, 371, "HIG: 371 wide on 393×852")
    XCTAssertTrue((84...160).contains(widget.size.height), "HIG: 84–160 high, got \(widget.size.height)")
    // The content sits inside the 14-point margins (WWDC23 10194).
    XCTAssertEqual(widget.content.frame.minX, 14, accuracy: 0.01)
    XCTAssertEqual(widget.content.frame.width, 371 - 28, accuracy: 0.01, "the VStack fills the width its Spacer asks for")
    XCTAssertEqual(
      widget.size.height, max(84, widget.content.frame.height + 28), accuracy: 0.01, "as its content needs, 84 at least")
    XCTAssertEqual(widget.content.frame.midY, widget.size.height / 2, accuracy: 0.01, "centred")
    XCTAssertEqual(try draw(.liveActivity(.lockScreen), device: Device.named("iphone-430x932")!).size.width, 408)
    XCTAssertEqual(try draw(.liveActivity(.lockScreen), device: Device.named("ipad-1024x1366")!).size.width, 500)
    XCTAssertEqual(try draw(.liveActivity(.lockScreen), device: Device.named("ipad-834x1194")!).size.width, 425)
  }

  func testTheBackgroundTintFillsTheLockScreenView() async throws {
    let widget = try draw(.liveActivity(.lockScreen))
    let background = try XCTUnwrap(widget.background)
    XCTAssertEqual(background.frame.size.width, 371, accuracy: 0.01)
    let fills = background.allNodes.compactMap { node -> Paint? in
      if case .fill(_, let paint, _) = node.content { return paint }
      return nil
    }
    guard case .color(let color)? = fills.first else { return XCTFail("no tint fill: \(fills)") }
    XCTAssertEqual(color.alpha, 0.2, accuracy: 0.001, "Color.orange.opacity(0.2)")
  }

  func testCompactRegionsSitEitherSideOfTheCamera() async throws {
    let widget = try draw(.dynamicIsland(.compact))
    XCTAssertEqual(widget.size.width, 230, accuracy: 0.01)
    XCTAssertEqual(widget.size.height, 36.67, accuracy: 0.01)
    XCTAssertEqual(widget.cornerRadius, 36.67 / 2, accuracy: 0.01, "a capsule")
    assertFrame(widget.content.node("Region.compactLeading").frame, CGRect(x: 0, y: 0, width: 52.33, height: 36.67), "leading")
    assertFrame(
      widget.content.node("Region.compactTrailing").frame, CGRect(x: 177.67, y: 0, width: 52.33, height: 36.67), "trailing")
    let large = try draw(.dynamicIsland(.compact), device: Device.named("iphone-430x932")!)
    XCTAssertEqual(large.size.width, 250, accuracy: 0.01)
    XCTAssertEqual(large.content.node("Region.compactLeading").frame.width, 62.33, accuracy: 0.01)
    XCTAssertEqual(widget.colorScheme, .dark, "the island is always dark")
  }

  func testMinimalIsBetween36_67And45Wide() async throws {
    let minimal = try draw(.dynamicIsland(.minimal))
    XCTAssertTrue((36.67...45).contains(minimal.size.width), "\(minimal.size.width)")
    XCTAssertEqual(minimal.size.height, 36.67, accuracy: 0.01)
    let trailing = try draw(.dynamicIsland(.minimalTrailing))
    XCTAssertEqual(trailing.size.width, 230, accuracy: 0.01)
    let bubble = trailing.content.node("MinimalBubble").frame
    XCTAssertEqual(bubble.maxX, 230, accuracy: 0.01, "the detached minimal view trails the island")
    XCTAssertEqual(bubble.width, minimal.size.width, accuracy: 0.01)
    XCTAssertLessThan(trailing.content.node("DynamicIsland", 1).frame.maxX, bubble.minX, "apart from the island")
  }

  func testExpandedRegionsAroundTheCamera() async throws {
    let widget = try draw(.dynamicIsland(.expanded))
    XCTAssertEqual(widget.size.width, 371, accuracy: 0.01)
    XCTAssertTrue((84...160).contains(widget.size.height), "\(widget.size.height)")
    XCTAssertEqual(widget.cornerRadius, 44, "HIG: the island's corner radius")
    let camera = (left: (371 - 125.33) / 2, right: (371 + 125.33) / 2)
    let leading = widget.content.node("Region.leading").frame
    let trailing = widget.content.node("Region.trailing").frame
    let center = widget.content.node("Region.center").frame
    let bottom = widget.content.node("Region.bottom").frame
    XCTAssertEqual(leading.minX, 0)
    XCTAssertEqual(leading.maxX, camera.left, accuracy: 0.01, "leading: beside the camera")
    XCTAssertEqual(trailing.minX, camera.right, accuracy: 0.01, "trailing: beside the camera")
    XCTAssertEqual(trailing.maxX, 371, accuracy: 0.01)
    XCTAssertEqual(center.minY, 36.67, accuracy: 0.01, "center: below the camera")
    XCTAssertGreaterThanOrEqual(bottom.minY, max(leading.maxY, trailing.maxY, center.maxY) - 0.01, "bottom: below the others")
    XCTAssertEqual(bottom.width, 371)
  }

  func testAHigherPriorityOrTooWideRegionTakesMoreRoom() async throws {
    struct Wide: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { _ in
          EmptyView()
        } dynamicIsland: { context in
          DynamicIsland {
            DynamicIslandExpandedRegion(.leading, priority: 2) {
              Text("A long leading label that needs room").frame(maxWidth: .infinity, alignment: .leading)
            }
            DynamicIslandExpandedRegion(.trailing) {
              Text("Far too wide for the side of the camera").dynamicIsland(verticalPlacement: .belowIfTooWide)
            }
            DynamicIslandExpandedRegion(.center) { Text("C") }
          } compactLeading: {
            EmptyView()
          } compactTrailing: {
            EmptyView()
          } minimal: {
            EmptyView()
          }
          .contentMargins(.leading, 8, for: .expanded)
        }
      }
    }
    let renderer = WidgetRenderer(layout: .dynamicIsland(.expanded))
    let activity = Wide().erasedConfigurations[0].activity!
    let context = ErasedActivityContext(
      attributes: DeliveryAttributes.preview, state: DeliveryAttributes.ContentState.onTheWay, isStale: false)
    let widget = try renderer.drawActivity(
      renderer.evaluateActivity(activity, context: context, presentation: .dynamicIsland(.expanded))
    ).widget
    let leading = widget.content.node("Region.leading")
    XCTAssertEqual(leading.frame.width, 371 / 2, accuracy: 0.01, "priority over the center: half the island")
    XCTAssertEqual(
      try XCTUnwrap(leading.allNodes.first { $0.text != nil }).frame.minX, 8, accuracy: 0.01, "contentMargins(.leading, 8)")
    let trailing = widget.content.node("Region.trailing").frame
    XCTAssertEqual(trailing.minY, 36.67, accuracy: 0.01, "belowIfTooWide: below the camera")
    XCTAssertEqual(trailing.width, 371, accuracy: 0.01, "across the island")
  }

  func testNoIslandOnADeviceWithoutOne() async {
    XCTAssertThrowsError(try draw(.dynamicIsland(.compact), device: Device.named("iphone-375x667")!)) {
      XCTAssertEqual("\($0)", "iphone-375x667 has no Dynamic Island")
    }
    XCTAssertNil(ActivityGeometry(device: Device.named("iphone-390x844")!).island, "notch, not island")
    XCTAssertNotNil(ActivityGeometry(device: Device.named("iphone-402x874")!).island)
  }

  func testStaleAndDarkReachTheViews() async throws {
    let stale = try draw(.liveActivity(.lockScreen), appearance: .stale)
    XCTAssertTrue(stale.content.texts.contains("Updating"), "\(stale.content.texts)")
    let fresh = try draw(.liveActivity(.lockScreen))
    XCTAssertFalse(fresh.content.texts.contains("Updating"))
    XCTAssertEqual(try draw(.liveActivity(.lockScreen), appearance: .dark).colorScheme, .dark)
    XCTAssertEqual(try draw(.dynamicIsland(.expanded), appearance: .light).colorScheme, .dark)
  }

  func testTheKeylineAndTheLinkAreDrawn() async throws {
    let widget = try draw(.dynamicIsland(.expanded))
    let keyline = widget.content.node("Keyline")
    guard case .stroke(_, .color(let color), let style) = keyline.content else { return XCTFail("no keyline stroke") }
    XCTAssertEqual(style.lineWidth, 1)
    XCTAssertGreaterThan(color.red, color.blue, "keylineTint(.orange)")
    XCTAssertEqual(widget.widgetURL?.absoluteString, "delivery://order/A-1024")
    XCTAssertTrue(widget.content.allNodes.contains { $0.effects.link?.absoluteString == "delivery://call/A-1024" })
  }

  func testTheRenderAPIAndTheSnapshotStrategyDrawTheSame() async throws {
    let svg = WidgetRenderer(layout: .dynamicIsland(.compact)).svg(
      of: DeliveryLiveActivity(), attributes: DeliveryAttributes.preview, state: DeliveryAttributes.ContentState.onTheWay)
    let root = try XMLTreeParser.parse(svg)
    XCTAssertEqual(root[attribute: "width"], "230")
    var drawn: String?
    Snapshotting<DeliveryLiveActivity, String>.svg(
      attributes: DeliveryAttributes.preview, state: DeliveryAttributes.ContentState.onTheWay, layout: .dynamicIsland(.compact)
    ).snapshot(DeliveryLiveActivity()).run { drawn = $0 }
    XCTAssertEqual(drawn, svg)
  }
}

/// The example's Live Activity and controls as a site: rows from its previews and its fixture.
@MainActor final class LiveActivitySiteTests: FixtureTestCase {
  private var folder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("XcodeExtension") }

  private func site(fixtures: URL? = nil) throws -> RenderedSite {
    let widgets = WeatherBundle().erasedConfigurations.filter { !$0.isWidget }.map {
      GalleryWidget(configuration: $0, fixturesDirectory: fixtures ?? folder.appendingPathComponent("Fixtures"))
    }
    return try RenderedSite.build(widgets, options: SiteOptions(timeout: 5))
  }

  func testTheActivityHasARowPerStateAndAColumnPerPresentation() async throws {
    let site = try site()
    XCTAssertEqual(site.manifest.failures.map(\.message), [])
    let record = try XCTUnwrap(site.manifest.widgets.first { $0.kind == "DeliveryAttributes" })
    XCTAssertEqual(record.category, .liveActivity)
    XCTAssertEqual(
      record.families.map(\.name),
      [
        "lockScreen", "dynamicIsland.compact", "dynamicIsland.minimal", "dynamicIsland.minimalTrailing", "dynamicIsland.expanded",
        "small",
      ])
    let previews = site.manifest.previews.filter { $0.widget == "DeliveryAttributes" }
    var entries: [String] = []
    for preview in previews where !entries.contains(preview.entry.slug) { entries.append(preview.entry.slug) }
    XCTAssertEqual(entries, ["preview-notification", "preview-notification-2", "preview-island", "state-1"])
    XCTAssertEqual(
      Set(previews.map { "\($0.entry.slug)|\($0.preview ?? "")" }),
      [
        "preview-notification|Notification (1)", "preview-notification-2|Notification (2)", "preview-island|Island",
        "state-1|Delivered",
      ])
    XCTAssertEqual(Set(previews.map(\.appearance)), [.light, .dark, .stale])
    XCTAssertEqual(previews.count, 6 * 4 * 3)
    let anchor = "DeliveryAttributes--dynamicIsland.expanded--preview-island--dark"
    let expanded = try XCTUnwrap(previews.first { $0.anchor == anchor })
    XCTAssertEqual(expanded.size.first, 371)
    XCTAssertTrue(expanded.tapTargets.contains { $0.kind == .link && $0.url == "delivery://call/A-1024" })
    let light = try XCTUnwrap(previews.first { $0.anchor == anchor.replacingOccurrences(of: "--dark", with: "--light") })
    XCTAssertEqual(light.file, expanded.file, "the island is dark in the light appearance too")
    let lock = try XCTUnwrap(
      previews.first {
        $0.family == .presentation(.lockScreen) && $0.entry == .contentState(number: 1) && $0.appearance == .light
      })
    XCTAssertEqual(lock.systemActionColor, "#000000")
    XCTAssertTrue(lock.accessibilityTitle.contains("Noodle Bar"), "the fixture's attributes: \(lock.accessibilityTitle)")
    let page = String(decoding: try XCTUnwrap(site.files["widgets/DeliveryAttributes.html"]), as: UTF8.self)
    for expected in [
      "id=\"\(anchor)\"", "<th scope=\"col\">dynamicIsland.compact</th>", "data-view=\"lock-screen\"",
      "data-view=\"dynamic-island\"", "<span class=\"preview-name\">Delivered</span>",
    ] {
      XCTAssertTrue(page.contains(expected), "the page has \(expected)")
    }
  }

  func testControlsAreDrawnOnAndOffInTheirPresentations() async throws {
    let site = try site()
    let light = site.manifest.previews.filter { $0.widget == "com.example.light" }
    XCTAssertEqual(Set(light.map(\.entry)), [.control(isOn: false), .control(isOn: true)])
    XCTAssertEqual(
      Set(light.map(\.family.name)),
      ["controlCenter.small", "controlCenter.medium", "controlCenter.large", "lockScreen", "actionButton"])
    let small = light.filter { $0.family == .presentation(.controlCenterSmall) }
    XCTAssertNotEqual(small[0].file, small[1].file, "on and off differ")
    XCTAssertEqual(small[0].size, [68, 68])
    let medium = try XCTUnwrap(
      light.first { $0.family == .presentation(.controlCenterMedium) && $0.entry == .control(isOn: true) })
    XCTAssertEqual(medium.accessibilityTitle, "lightbulb Light On")
    let action = try XCTUnwrap(light.first { $0.family == .presentation(.actionButton) && $0.entry == .control(isOn: false) })
    XCTAssertEqual(action.accessibilityTitle, "lightbulb Turn On", "the action hint of the off state")
    let open = site.manifest.previews.filter { $0.widget == "com.example.open" }
    XCTAssertEqual(Set(open.map(\.entry)), [.control(isOn: nil)], "a button has one state")
    let page = String(decoding: try XCTUnwrap(site.files["widgets/com.example.light.html"]), as: UTF8.self)
    XCTAssertTrue(page.contains("data-view=\"control-center\""))
  }

  func testXcodesControlTemplateShowsItsProvidersPreviewValue() async throws {
    let renderer = WidgetRenderer(layout: .control(.controlCenter(.medium)))
    let svg = renderer.svg(of: TimerControl())
    let root = try XMLTreeParser.parse(svg)
    XCTAssertEqual(root[attribute: "width"], "148")
    let title = try XCTUnwrap(root.elements(named: "title").first?.textContent)
    XCTAssertEqual(title, "timer Start Timer On", "previewValue(configuration:) says it runs")
    XCTAssertNotEqual(svg, renderer.svg(of: TimerControl(), isOn: false))
  }

  func testAnEditToTheirModuleRendersTheActivityAndTheControlsAgain() async throws {
    let widgets = WeatherBundle().erasedConfigurations.map { GalleryWidget(configuration: $0) }
    let activity = try XCTUnwrap(widgets[1].codeSources(among: widgets))
    XCTAssertEqual(activity.modules, ["AppleModulesTests"])
    XCTAssertEqual(
      activity.places.map { $0.replacingOccurrences(of: #":\d+$"#, with: "", options: .regularExpression) },
      ["AppleModulesTests/LiveActivity.swift", "AppleModulesTests/LiveActivity.swift"], "its two previews")
    for control in widgets[2...] {
      XCTAssertEqual(try XCTUnwrap(control.codeSources(among: widgets)).modules, ["AppleModulesTests"], "not WidgetKit's")
    }
  }

  func testDiffComparesAContentStateLikeAnyPreview() async throws {
    let new = try fixtureVariant(of: folder.appendingPathComponent("Fixtures")) { folder in
      let file = folder.appendingPathComponent("LiveActivities/DeliveryAttributes.json")
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(of: "\"stage\": \"Delivered\"", with: "\"stage\": \"Handed over\"")
        .write(to: file, atomically: true, encoding: .utf8)
    }
    let sites = (old: try fixtureVariant(), new: try fixtureVariant())
    try SiteWriter().write(try site(fixtures: folder.appendingPathComponent("Fixtures")), to: sites.old)
    try SiteWriter().write(try site(fixtures: new), to: sites.new)
    let report = try GalleryDiffer().compare(old: sites.old, new: sites.new)
    let changed = report.previews(.changed)
    XCTAssertEqual(
      Set(changed.map(\.id)),
      [
        "DeliveryAttributes--lockScreen--state-1--light", "DeliveryAttributes--lockScreen--state-1--dark",
        "DeliveryAttributes--lockScreen--state-1--stale", "DeliveryAttributes--small--state-1--light",
        "DeliveryAttributes--small--state-1--dark", "DeliveryAttributes--small--state-1--stale",
        "DeliveryAttributes--dynamicIsland.expanded--state-1--light", "DeliveryAttributes--dynamicIsland.expanded--state-1--dark",
        "DeliveryAttributes--dynamicIsland.expanded--state-1--stale",
      ],
      "only the state's presentations that show its stage")
    XCTAssertTrue(
      changed.allSatisfy { $0.galleryLink == "widgets/DeliveryAttributes.html#\($0.id)" }, "linked to their cells")
    XCTAssertEqual(report.counts.added + report.counts.removed, 0)
  }

  func testABrokenFixtureNamesTheFileAndTheMistake() async throws {
    let fixtures = FileManager.default.temporaryDirectory.appendingPathComponent("live-activity-\(UUID().uuidString)")
    let file = fixtures.appendingPathComponent("LiveActivities/DeliveryAttributes.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: fixtures) }
    try Data(#"{"attributes": {"orderNumber": "1", "restaurant": "R"}, "states": [{"state": {"stage": "x"}}]}"#.utf8).write(
      to: file)
    let site = try site(fixtures: fixtures)
    let failure = try XCTUnwrap(site.manifest.failures.first)
    XCTAssertEqual(failure.widget, "DeliveryAttributes")
    XCTAssertTrue(failure.message.hasPrefix(file.path), failure.message)
    XCTAssertTrue(
      failure.message.contains("states[0].state is not a DeliveryAttributes.ContentState: missing \"courier\""), failure.message)
  }
}
