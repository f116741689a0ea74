import Foundation
import GalleryTestSupport
import XCTest

/// A widget extension whose widgets each crash in one place (`Tests/CrashExtension`): every
/// crash becomes that widget's error card, naming where it crashed, the build ends with exit 1
/// (a widget failed), never with a crash, and the widget that never crashes is drawn byte for
/// byte as in a build of it alone, in one process and with `--jobs`.
final class CrashIsolationTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-isolation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    makeCurrentFolder(folder)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "CrashingWidgets")
  }

  /// Each widget that crashes (by id) and the place its error card names.
  private let crashes = [
    "ProviderInitWidget": "Widget.body (its configuration, with the provider's init) crashed: a Swift runtime trap",
    "ConfigurationWidget": "Widget.body (its configuration, with the provider's init) crashed: a Swift runtime trap",
    "placeholder": "placeholder(in:) for systemSmall crashed: a Swift runtime trap",
    "snapshot": "getSnapshot for systemSmall crashed: a Swift runtime trap",
    "timeline": "getTimeline for systemSmall crashed: a Swift runtime trap",
    "timelineTask": "getTimeline for systemSmall crashed: a Swift runtime trap",
    "entryView": "entry view for systemSmall crashed: a Swift runtime trap",
    "intentDefaults": "crashed: a Swift runtime trap",
    "TrapAttributes": "its Live Activity content crashed: a Swift runtime trap",
    "userDefaults":
      "getTimeline for systemSmall crashed: a Swift runtime trap (a force unwrap of nil, fatalError, an index out of range…); its message is on standard error, and the other widgets are still rendered. Before, it asked for what the fixtures lack: UserDefaults(suiteName: \"group.com.example.crash\") key \"token\", which UserDefaults/group.com.example.crash.json lacks (build with --missing-fixtures DIR",
  ]

  /// Runs the program with `arguments` (and `extra` in its environment); its exit status and
  /// standard error.
  private func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    environment["XDG_CACHE_HOME"] = folder.path
    environment["XDG_CONFIG_HOME"] = folder.path
    process.environment = environment
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .exit, "the build crashed: \(String(decoding: output, as: UTF8.self))")
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  private func manifest(_ site: URL) throws -> [String: Any] {
    try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json"))) as? [String: Any])
  }

  /// The SVGs of widget `widget` in `site`, by anchor.
  private func drawings(of widget: String, in site: URL) throws -> [String: Data] {
    let previews = try XCTUnwrap(manifest(site)["previews"] as? [[String: Any]])
    var files: [String: Data] = [:]
    for preview in previews where preview["widget"] as? String == widget {
      let anchor = try XCTUnwrap(preview["anchor"] as? String)
      let file = try XCTUnwrap(preview["file"] as? String)
      files[anchor] = try Data(contentsOf: site.appendingPathComponent(file))
    }
    return files
  }

  /// With `jobs`, only which widget each crash is charged to is checked: a crash in a worker
  /// may be named by the step its process noted last.
  private func checkEveryCrashIsItsWidgetsCard(jobs: [String]) throws {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      return XCTFail("no built program at \(program.path): build the tests with `swift build --build-tests`")
    }
    let site = folder.appendingPathComponent("site")
    let (status, errors) = try run(["build", "--output", site.path, "--timeout", "5", "--appearances", "light"] + jobs)
    XCTAssertEqual(status, 1, errors)

    let failures = try XCTUnwrap(manifest(site)["failures"] as? [[String: Any]])
    var messages: [String: String] = [:]
    for failure in failures {
      messages[try XCTUnwrap(failure["widget"] as? String)] = failure["message"] as? String
    }
    XCTAssertEqual(messages.keys.sorted(), crashes.keys.sorted(), "\(messages)")
    for (widget, place) in crashes {
      let expected = jobs.isEmpty ? place : "crashed: a Swift runtime trap"
      XCTAssertTrue(messages[widget]?.contains(expected) == true, "\(widget): \(messages[widget] ?? "no card")")
    }
    for widget in crashes.keys where widget != "TrapAttributes" {
      let page = try String(contentsOf: site.appendingPathComponent("widgets/\(widget).html"), encoding: .utf8)
      XCTAssertTrue(page.contains("error-card"), widget)
    }

    let drawn = try drawings(of: "never", in: site)
    XCTAssertEqual(drawn.count, 6, "placeholder, snapshot and timeline in two families")
    let alone = folder.appendingPathComponent("alone")
    XCTAssertEqual(
      try run(["build", "--output", alone.path, "--timeout", "5", "--appearances", "light", "--widgets", "never"]).status, 0)
    XCTAssertEqual(drawn, try drawings(of: "never", in: alone))
  }

  func testACrashInAnyPlaceIsThatWidgetsErrorCardAndTheOthersAreDrawn() throws {
    try checkEveryCrashIsItsWidgetsCard(jobs: [])
  }

  func testACrashInAWorkerOfABuildWithJobsIsThatWidgetsErrorCard() throws {
    try checkEveryCrashIsItsWidgetsCard(jobs: ["--jobs", "3"])
  }

  func testTheKeysACrashedWidgetReadAndDidNotFindAreInTheSkeleton() throws {
    let missing = folder.appendingPathComponent("missing")
    let (status, errors) = try run([
      "build", "--output", folder.appendingPathComponent("site").path, "--timeout", "5", "--appearances", "light",
      "--widgets", "userDefaults", "--missing-fixtures", missing.path,
    ])
    XCTAssertEqual(status, 1, errors)
    let suite = try XCTUnwrap(
      JSONSerialization.jsonObject(
        with: Data(contentsOf: missing.appendingPathComponent("UserDefaults/group.com.example.crash.json"))) as? [String: Any],
      errors)
    XCTAssertEqual(suite as? [String: String], ["token": ""])
  }

  /// The bundle's own code is no widget's: its crash cannot become an error card, so the build
  /// says where it crashed and ends with exit code 1, not with the crash, and the site written
  /// before is left as it was.
  func testACrashInTheBundlesBodyEndsTheBuildWithAMessageNotACrash() throws {
    let site = folder.appendingPathComponent("site")
    let options = ["build", "--output", site.path, "--timeout", "5", "--appearances", "light", "--widgets", "never"]
    XCTAssertEqual(try run(options).status, 0)
    let before = try drawings(of: "never", in: site)
    let (status, errors) = try run(options + ["--force"], environment: ["CRASHING_WIDGETS_TRAP": "bundle"])
    XCTAssertEqual(status, 1, errors)
    XCTAssertTrue(
      errors.contains(
        "the widget bundle's body crashed: a Swift runtime trap (a force unwrap of nil, fatalError, an index out of range…), outside any widget's code"
      ), errors)
    XCTAssertTrue(errors.contains("nothing was written"), errors)
    XCTAssertEqual(try drawings(of: "never", in: site), before)
  }
}
