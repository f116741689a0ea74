import Foundation
import GalleryTestSupport
import XCTest

/// `build --locale A B`: each locale renders in a process of its own, started with its
/// `WIDGETGALLERY_LOCALE`, and the build joins them into one gallery. Runs the real
/// `widget-gallery` program, which `swift test` builds beside the test bundle.
final class LocaleConditionsTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-conditions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "widget-gallery")
  }

  private func build(_ site: URL, _ extra: [String], run: Int) throws -> ChildProcess.Finished {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip("never: \(program.path) is built with the tests")
    }
    let arguments = ["build", "--output", site.path, "--widgets", "com.mygame.game-status", "--conditions", "none"] + extra
    let child = ChildProcess(program, arguments, environment: try programEnvironment(in: folder, run: run))
    return try child.run(waitingFor: "build \(extra)", seconds: 600)
  }

  private func manifest(_ site: URL) throws -> [String: Any] {
    try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json"))) as? [String: Any])
  }

  func testEachLocaleRendersInAProcessOfItsOwnAndTheBuildJoinsThem() throws {
    let joined = folder.appendingPathComponent("joined")
    let result = try build(joined, ["--locale", "en", "Double-Length Pseudolanguage", "--jobs", "2"], run: 1)
    XCTAssertEqual(result.status, 0, result.errors)
    let alone = folder.appendingPathComponent("alone")
    XCTAssertEqual(try build(alone, ["--locale", "en"], run: 2).status, 0)

    let manifest = try manifest(joined)
    let conditions = try XCTUnwrap(manifest["conditions"] as? [[String: String]])
    XCTAssertEqual(conditions.map { $0["locale"] }, ["en", "Double-Length Pseudolanguage"])
    let previews = try XCTUnwrap(manifest["previews"] as? [[String: Any]])
    let english = previews.filter { ($0["condition"] as? [String: String])?["locale"] == "en" }
    let doubled = previews.filter { ($0["condition"] as? [String: String])?["locale"] == "Double-Length Pseudolanguage" }
    XCTAssertEqual(english.count, doubled.count)
    XCTAssertEqual(english.count + doubled.count, previews.count)
    // The first locale's anchors are those of a build of it alone.
    let aloneAnchors = try XCTUnwrap(try self.manifest(alone)["previews"] as? [[String: Any]]).compactMap {
      $0["anchor"] as? String
    }
    XCTAssertEqual(english.compactMap { $0["anchor"] as? String }, aloneAnchors)
    XCTAssertTrue(doubled.allSatisfy { ($0["anchor"] as? String)?.hasSuffix("--Double-Length-Pseudolanguage") == true })
    // The double-length process doubled the widget's translated strings.
    let title = { (records: [[String: Any]]) in
      records.first { $0["entry"] as? String == "snapshot" }?["accessibilityTitle"] as? String
    }
    XCTAssertEqual(title(english), "gamecontroller.fill My Game Current turn —")
    XCTAssertEqual(title(doubled), "gamecontroller.fill My Game My Game Current turn Current turn —")
    XCTAssertTrue(result.output.contains("previews of 1 widgets"), result.output)

    // --check renders every locale again and finds the site as written; a condition added
    // makes it stale.
    let check = try build(joined, ["--locale", "en", "Double-Length Pseudolanguage", "--check"], run: 3)
    XCTAssertEqual(check.status, 0, check.errors)
    XCTAssertTrue(check.output.contains("is up to date"), check.output)
    let stale = try build(
      joined, ["--locale", "en", "Double-Length Pseudolanguage", "--dynamic-type", "large", "accessibility2", "--check"], run: 4)
    XCTAssertEqual(stale.status, 1, stale.errors)
  }
}
