import Foundation
import LayoutEngine
import SnapshotTesting
import WidgetGallery
import WidgetGalleryRender
import WidgetGallerySnapshotTesting
import XCTest
import XMLTree

/// A small view with a heading, a value and a button, whose label a test changes.
private struct StepsView: View {
  var title = "Steps"

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.headline).accessibilityAddTraits(.isHeader)
      Text("8,204").accessibilityValue("8,204 of 10,000")
      Link(destination: URL(string: "health://steps")!) { Text("Open Health").frame(minHeight: 44) }
    }
  }
}

/// The accessibility strategies: record, verify, and a changed label that fails in words;
/// the overlay's boxes by their frames.
@MainActor final class AccessibilitySnapshotTests: XCTestCase {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snapshots-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try super.setUpWithError()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    setenv("SNAPSHOT_ARTIFACTS", folder.appendingPathComponent("artifacts").path, 1)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
    try super.tearDownWithError()
  }

  private var references: String { folder.appendingPathComponent("__Snapshots__").path }

  private func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: SnapshotTestingConfiguration.Record, testName: String = #function
  ) -> String? {
    verifySnapshot(of: value, as: strategy, named: name, record: record, snapshotDirectory: references, testName: testName)
  }

  private func reference(_ file: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: references).appendingPathComponent(file)), as: UTF8.self)
  }

  func testTheDescriptionIsRecordedVerifiedAndALabelChangeFailsInWords() async throws {
    let strategy = Snapshotting<StepsView, String>.accessibility(layout: .widget(.systemSmall))
    let recorded = verify(StepsView(), as: strategy, named: "steps", record: .missing)
    XCTAssertTrue(recorded?.contains("Automatically recorded snapshot") ?? false, recorded ?? "no message")
    XCTAssertEqual(
      try reference("testTheDescriptionIsRecordedVerifiedAndALabelChangeFailsInWords.steps.txt"),
      """
      * Element 1
      | -label: Steps
      | -traits: .header, .staticText
      | -spoken: Steps, heading
      * Element 2
      | -value: 8,204 of 10,000
      | -label: 8,204
      | -traits: .staticText
      | -spoken: 8,204, 8,204 of 10,000
      * Element 3
      | -label: Open Health
      | -traits: .link
      | -spoken: Open Health, link

      """)
    XCTAssertNil(verify(StepsView(), as: strategy, named: "steps", record: .never))

    let failure = try XCTUnwrap(verify(StepsView(title: "Stairs"), as: strategy, named: "steps", record: .never))
    XCTAssertTrue(failure.contains("What VoiceOver reads changed:"), failure)
    XCTAssertTrue(failure.contains("Element 1: label changed from “Steps” to “Stairs”"), failure)
  }

  func testTheOverlayIsRecordedVerifiedAndALabelChangeFailsInWords() async throws {
    let strategy = Snapshotting<StepsView, String>.accessibilityImage(layout: .widget(.systemSmall))
    XCTAssertNotNil(verify(StepsView(), as: strategy, named: "steps", record: .missing))
    XCTAssertNil(verify(StepsView(), as: strategy, named: "steps", record: .never))
    let failure = try XCTUnwrap(verify(StepsView(title: "Stairs"), as: strategy, named: "steps", record: .never))
    XCTAssertTrue(failure.contains("Element 1 reads “Stairs, heading” instead of “Steps, heading”"), failure)
  }

  func testTheOverlayDrawsANumberedBoxAtEachElementsFrameAndALegend() async throws {
    let renderer = WidgetRenderer(layout: .widget(.systemSmall))
    let rendering = renderer.rendering(of: StepsView())
    var overlay = ""
    Snapshotting<StepsView, String>.accessibilityImage(layout: .widget(.systemSmall)).snapshot(StepsView()).run { overlay = $0 }
    let root = try XMLTreeParser.parse(overlay)
    XCTAssertEqual(root[attribute: "width"], "458", "158 pt widget and a 300 pt legend")
    let boxes = root.allElements.filter { $0[attribute: "data-accessibility-element"] != nil }
    XCTAssertEqual(boxes.map { $0[attribute: "data-accessibility-element"] }, ["1", "2", "3"])
    let elements = rendering.widget.accessibilityElements
    XCTAssertEqual(elements.count, 3)
    for (box, element) in zip(boxes, elements) {
      let rect = try XCTUnwrap(box.elements(named: "rect").first)
      let frame = ["x", "y", "width", "height"].map { Double(rect[attribute: $0] ?? "0") ?? -1 }
      let expected = [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map {
        Double(($0 * 100).rounded() / 100)
      }
      XCTAssertEqual(frame, expected, "box \(box[attribute: "data-accessibility-element"] ?? "")")
      XCTAssertEqual(box.elements(named: "title").first?.textContent, element.spokenText)
      XCTAssertEqual(box.elements(named: "text").first?.textContent, box[attribute: "data-accessibility-element"])
    }
    let legend = root.allElements.filter { $0[attribute: "data-legend"] != nil }
    XCTAssertEqual(
      legend.map { $0.elements(named: "tspan").map(\.textContent).joined(separator: " ") }, elements.map(\.spokenText))
    XCTAssertEqual(root.allElements.filter { $0[attribute: "data-view"] == "Widget" }.count, 1, "the widget's own drawing inside")
  }

  func testTheOverlayAsAPNG() async throws {
    let strategy = Snapshotting<StepsView, Data>.accessibilityImagePNG(layout: .widget(.systemSmall))
    XCTAssertNotNil(verify(StepsView(), as: strategy, named: "steps", record: .missing))
    let png = try Data(
      contentsOf: URL(fileURLWithPath: references).appendingPathComponent("testTheOverlayAsAPNG.steps.png"))
    func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    XCTAssertEqual([bigEndian(16), bigEndian(20)], [1374, 474], "458×158 points at 3×")
    XCTAssertNil(verify(StepsView(), as: strategy, named: "steps", record: .never))
    XCTAssertNotNil(verify(StepsView(title: "Stairs"), as: strategy, named: "steps", record: .never))
  }
}
