import Foundation
import XCTest

@testable import GalleryDiff

/// `diff` of galleries of several conditions: previews are matched by their anchors, which
/// carry the condition, and a change outside the primary condition is named with it.
final class ConditionDiffTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("condition-diff-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private let conditions: [[String: Any]] = [
    ["dynamicTypeSize": "large", "device": "iphone-393x852"],
    ["dynamicTypeSize": "accessibility3", "device": "iphone-375x667"],
  ]

  /// A site of one widget's snapshot in both conditions; `changed` names the condition whose
  /// SVG is drawn differently.
  private func site(_ name: String, changed: Int? = nil) throws -> URL {
    let site = folder.appendingPathComponent(name)
    let anchors = ["Steps--systemSmall--snapshot--light", "Steps--systemSmall--snapshot--light--accessibility3--iphone-375x667"]
    var previews: [[String: Any]] = []
    for (index, condition) in conditions.enumerated() {
      let file = "snapshots/Steps/systemSmall/\(index).svg"
      previews.append([
        "widget": "Steps", "family": "systemSmall", "entry": "snapshot", "appearance": "light", "file": file,
        "anchor": anchors[index], "condition": condition,
      ])
      let url = site.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let fill = index == changed ? "#00FF00" : "#FF0000"
      try Data(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"158\" height=\"158\"><rect data-view=\"Rectangle\" width=\"10\" height=\"10\" fill=\"\(fill)\"/></svg>"
          .utf8
      ).write(to: url)
    }
    let manifest: [String: Any] = [
      "schemaVersion": 2, "widgets": [["id": "Steps", "page": "widgets/Steps.html"]], "previews": previews,
      "conditions": conditions,
    ]
    try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])
      .write(to: site.appendingPathComponent("manifest.json"))
    return site
  }

  func testAChangeInAnotherConditionIsNamedWithIt() throws {
    let report = try GalleryDiffer().compare(old: try site("base"), new: try site("head", changed: 1))
    XCTAssertEqual(report.counts.changed, 1)
    XCTAssertEqual(report.counts.unchanged, 1)
    let changed = try XCTUnwrap(report.previews(.changed).first)
    XCTAssertEqual(changed.id, "Steps--systemSmall--snapshot--light--accessibility3--iphone-375x667")
    XCTAssertEqual(changed.condition, "at accessibility3 on iphone-375x667")
    XCTAssertNil(report.previews(.unchanged).first?.condition, "the primary condition is not named")
    let markdown = MarkdownReport().render(report)
    XCTAssertTrue(
      markdown.contains(
        "`Steps--systemSmall--snapshot--light--accessibility3--iphone-375x667` at accessibility3 on iphone-375x667"),
      markdown)
  }
}
