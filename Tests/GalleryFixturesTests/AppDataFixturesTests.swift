import Foundation
import XCTest

@testable import GalleryFixtures

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fixtures are process-wide, so these tests install one fixture folder at a time (XCTest
/// runs the methods of a class one after another).
final class AppDataFixturesTests: XCTestCase {
  private var folders: [URL] = []

  override func setUpWithError() throws {
    try super.setUpWithError()
    try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
  }

  override func tearDown() {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
    folders = []
    super.tearDown()
  }

  /// Writes `files` (relative path → contents) into a new temporary fixture folder.
  private func makeFixture(_ files: [String: Data]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("GalleryFixturesTests-\(UUID().uuidString)", isDirectory: true)
    folders.append(folder)
    for (path, contents) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func json(_ text: String) -> Data { Data(text.utf8) }

  private let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4])

  func testSuitesAreIsolatedAndReplacedByTheNextInstall() throws {
    let first = try makeFixture([
      "UserDefaults/group.widgetgallery.tests.a.json": json(#"{"name": "from A", "count": 1}"#),
      "UserDefaults/group.widgetgallery.tests.b.json": json(#"{"name": "from B"}"#),
    ])
    let fixtures = try AppDataFixtures(directory: first)
    XCTAssertEqual(fixtures.suiteNames, ["group.widgetgallery.tests.a", "group.widgetgallery.tests.b"])
    try fixtures.install()

    XCTAssertEqual(UserDefaults(suiteName: "group.widgetgallery.tests.a")?.string(forKey: "name"), "from A")
    XCTAssertEqual(UserDefaults(suiteName: "group.widgetgallery.tests.b")?.string(forKey: "name"), "from B")
    XCTAssertEqual(UserDefaults(suiteName: "group.widgetgallery.tests.a")?.integer(forKey: "count"), 1)
    XCTAssertNil(UserDefaults(suiteName: "group.widgetgallery.tests.b")?.object(forKey: "count"))
    XCTAssertNil(UserDefaults.standard.object(forKey: "name"))

    let second = try makeFixture([
      "UserDefaults/group.widgetgallery.tests.a.json": json(#"{"name": "A again"}"#)
    ])
    try AppDataFixtures(directory: second).install()
    XCTAssertEqual(UserDefaults(suiteName: "group.widgetgallery.tests.a")?.string(forKey: "name"), "A again")
    XCTAssertNil(UserDefaults(suiteName: "group.widgetgallery.tests.a")?.object(forKey: "count"))
    XCTAssertNil(UserDefaults(suiteName: "group.widgetgallery.tests.b")?.object(forKey: "name"))
  }

  func testSuitesLiveInAPrivateFolderNotTheUsersConfiguration() throws {
    let suite = "group.widgetgallery.tests.private-\(UUID().uuidString)"
    try AppDataFixtures(directory: try makeFixture(["UserDefaults/\(suite).json": json(#"{"k": "v"}"#)])).install()
    XCTAssertEqual(UserDefaults(suiteName: suite)?.string(forKey: "k"), "v")

    let privateFolder = try FixturePreferences.folder.get()
    XCTAssertEqual(ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], privateFolder.path)
    XCTAssertTrue(FileManager.default.fileExists(atPath: privateFolder.appendingPathComponent("\(suite).plist").path))
    let realConfig = (NSHomeDirectory() as NSString).appendingPathComponent(".config/\(suite).plist")
    XCTAssertFalse(FileManager.default.fileExists(atPath: realConfig))
  }

  func testValuesOfEveryJSONTypeRoundTrip() throws {
    let folder = try makeFixture([
      "UserDefaults/group.widgetgallery.tests.types.json": json(
        #"""
        {
          "widget_stories": [
            {"id": "1", "title": "Первая", "image": "", "color": "#FF8800"},
            {"id": "2", "title": "Second", "image": "https://example.com/2.png", "color": "0A0"}
          ],
          "episodes": "[{\"guid\":\"g1\",\"title\":\"RNR 1: The First One\"}]",
          "count": 42, "ratio": 0.75, "enabled": true, "disabled": false,
          "nested": {"levels": [1, 2, 3], "name": "n"}
        }
        """#)
    ])
    try AppDataFixtures(directory: folder).install()
    let defaults = try XCTUnwrap(UserDefaults(suiteName: "group.widgetgallery.tests.types"))

    let stories = defaults.array(forKey: "widget_stories") as? [[String: String]]
    XCTAssertEqual(
      stories,
      [
        ["id": "1", "title": "Первая", "image": "", "color": "#FF8800"],
        ["id": "2", "title": "Second", "image": "https://example.com/2.png", "color": "0A0"],
      ])
    XCTAssertEqual(defaults.string(forKey: "episodes"), #"[{"guid":"g1","title":"RNR 1: The First One"}]"#)
    XCTAssertEqual(defaults.integer(forKey: "count"), 42)
    XCTAssertEqual(defaults.double(forKey: "ratio"), 0.75)
    XCTAssertEqual(defaults.object(forKey: "enabled") as? Bool, true)
    XCTAssertEqual(defaults.object(forKey: "disabled") as? Bool, false)
    let nested = try XCTUnwrap(defaults.dictionary(forKey: "nested"))
    XCTAssertEqual(nested["levels"] as? [Int], [1, 2, 3])
    XCTAssertEqual(nested["name"] as? String, "n")
  }

  /// Apps keep `Codable` values in `UserDefaults` as `Data` (`JSONEncoder().encode`), and dates
  /// as `Date`s: `{"$json": …}`, `{"$data": "<base64>"}` and `{"$date": "<ISO 8601>"}` write them.
  func testDataAndDateValuesAreWrittenAsOneKeyObjects() throws {
    struct Snapshot: Codable, Equatable {
      var name: String
      var value: Int
    }
    let folder = try makeFixture([
      "UserDefaults/group.widgetgallery.tests.data.json": json(
        #"""
        {
          "snapshots": {"$json": {"b": {"name": "Water", "value": 3}, "a": {"name": "Steps", "value": 6240}}},
          "logo": {"$data": "iVBORw0KGgo="},
          "updated": {"$date": "2024-06-10T09:41:00Z"},
          "history": [{"$date": "2024-06-09T08:00:00.500Z"}],
          "plain": {"name": "kept"}
        }
        """#)
    ])
    try AppDataFixtures(directory: folder).install()
    let defaults = try XCTUnwrap(UserDefaults(suiteName: "group.widgetgallery.tests.data"))
    let data = try XCTUnwrap(defaults.data(forKey: "snapshots"))
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self), #"{"a":{"name":"Steps","value":6240},"b":{"name":"Water","value":3}}"#)
    XCTAssertEqual(
      try JSONDecoder().decode([String: Snapshot].self, from: data)["a"], Snapshot(name: "Steps", value: 6240))
    XCTAssertEqual(defaults.data(forKey: "logo"), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    XCTAssertEqual(defaults.object(forKey: "updated") as? Date, Date(timeIntervalSince1970: 1_718_012_460))
    XCTAssertEqual(
      (defaults.array(forKey: "history") as? [Date])?.first?.timeIntervalSince1970, 1_717_920_000.5)
    XCTAssertEqual(defaults.dictionary(forKey: "plain")?["name"] as? String, "kept")
  }

  func testURLSessionSharedServesFixtures() async throws {
    let folder = try makeFixture([
      "urls.json": json(#"{"https://cdn.example.com/thumb.png": "images/thumb.png", "http://example.com/a.json": "a.json"}"#),
      "images/thumb.png": pngBytes,
      "a.json": json(#"{"ok": true}"#),
    ])
    let fixtures = try AppDataFixtures(directory: folder)
    XCTAssertEqual(fixtures.fixtureURLs, ["http://example.com/a.json", "https://cdn.example.com/thumb.png"])
    try fixtures.install()

    let (data, response) = try await URLSession.shared.data(from: XCTUnwrap(URL(string: "https://cdn.example.com/thumb.png")))
    XCTAssertEqual(data, pngBytes)
    let http = try XCTUnwrap(response as? HTTPURLResponse)
    XCTAssertEqual(http.statusCode, 200)
    XCTAssertEqual(http.mimeType, "image/png")

    let (jsonData, jsonResponse) = try await URLSession.shared.data(from: XCTUnwrap(URL(string: "http://example.com/a.json")))
    XCTAssertEqual(String(decoding: jsonData, as: UTF8.self), #"{"ok": true}"#)
    XCTAssertEqual(jsonResponse.mimeType, "application/json")
  }

  func testDataTaskAndDataContentsOfServeFixtures() throws {
    let folder = try makeFixture([
      "urls.json": json(#"{"https://cdn.example.com/thumb.png": "thumb.png"}"#),
      "thumb.png": pngBytes,
    ])
    try AppDataFixtures(directory: folder).install()
    let url = try XCTUnwrap(URL(string: "https://cdn.example.com/thumb.png"))

    let finished = expectation(description: "dataTask completes")
    nonisolated(unsafe) var received: (Data?, Int?) = (nil, nil)
    URLSession.shared.dataTask(with: url) { data, response, _ in
      received = (data, (response as? HTTPURLResponse)?.statusCode)
      finished.fulfill()
    }.resume()
    wait(for: [finished], timeout: 5)
    XCTAssertEqual(received.0, pngBytes)
    XCTAssertEqual(received.1, 200)

    XCTAssertEqual(try Data(contentsOf: url), pngBytes)
  }

  func testUnknownURLFailsAtOnceNamingTheURL() async throws {
    let folder = try makeFixture([
      "urls.json": json(#"{"https://cdn.example.com/known.png": "known.png"}"#),
      "known.png": pngBytes,
    ])
    try AppDataFixtures(directory: folder).install()
    let unknown = "https://unknown.example.com/missing.png?size=2"

    let start = Date()
    do {
      _ = try await URLSession.shared.data(from: XCTUnwrap(URL(string: unknown)))
      XCTFail("an unknown URL was answered")
    } catch let error as URLError {
      XCTAssertEqual(error.code, .resourceUnavailable, "the request was not handled by the fixture protocol: \(error)")
      XCTAssertTrue(error.localizedDescription.contains(unknown), error.localizedDescription)
    }
    do {
      _ = try Data(contentsOf: XCTUnwrap(URL(string: unknown)))
      XCTFail("an unknown URL was answered")
    } catch {
      XCTAssertTrue(error.localizedDescription.contains(unknown), error.localizedDescription)
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), 1, "an unknown URL took long enough to have been tried on the network")
  }

  func testCorruptJSONNamesTheFileAndPosition() throws {
    let folder = try makeFixture([
      "UserDefaults/group.widgetgallery.tests.corrupt.json": json("{\n  \"a\": [1, 2,\n  \"b\": }\n")
    ])
    let file = folder.appendingPathComponent("UserDefaults/group.widgetgallery.tests.corrupt.json").standardizedFileURL.path
    XCTAssertThrowsError(try AppDataFixtures(directory: folder)) { error in
      guard case .invalidJSON(let path, let location, _) = error as? AppDataFixtureError else {
        return XCTFail("unexpected error \(error)")
      }
      XCTAssertEqual(path, file)
      XCTAssertEqual(location, "line 3, column 6")
      XCTAssertTrue("\(error)".hasPrefix("\(file):line 3, column 6: invalid JSON"), "\(error)")
    }
  }

  /// The error without its free-text detail, for comparison.
  private func summary(_ error: AppDataFixtureError) -> String {
    switch error {
    case .invalidContent(let path, let keyPath, _): "invalidContent \(path) [\(keyPath)]"
    case .unexpectedFile(let path): "unexpectedFile \(path)"
    case .urlMappedToMissingFile(let path, let url, let file): "urlMappedToMissingFile \(path) \(url) \(file)"
    case .invalidURL(let path, let url): "invalidURL \(path) \(url)"
    default: "\(error)"
    }
  }

  func testShapeErrorsNameTheFile() throws {
    let cases: [(files: [String: Data], expected: String)] = [
      (["UserDefaults/group.x.json": json(#"{"a": {"b": [1, null]}}"#)], "invalidContent UserDefaults/group.x.json [a.b[1]]"),
      (["UserDefaults/group.x.json": json(#"[1, 2]"#)], "invalidContent UserDefaults/group.x.json []"),
      (
        ["UserDefaults/group.x.json": json(#"{"a": [{"$data": "not base64!"}]}"#)],
        "invalidContent UserDefaults/group.x.json [a[0].$data]"
      ),
      (
        ["UserDefaults/group.x.json": json(#"{"a": {"$date": "yesterday"}}"#)],
        "invalidContent UserDefaults/group.x.json [a.$date]"
      ),
      (["UserDefaults/group.x.plist": json("{}")], "unexpectedFile UserDefaults/group.x.plist"),
      (
        ["urls.json": json(#"{"https://example.com/a.png": "images/a.png"}"#)],
        "urlMappedToMissingFile urls.json https://example.com/a.png images/a.png"
      ),
      (["urls.json": json(#"{"images/a.png": "a.png"}"#), "a.png": Data()], "invalidURL urls.json images/a.png"),
      (["urls.json": json(#"{"https://example.com/a.png": 3}"#)], "invalidContent urls.json [https://example.com/a.png]"),
    ]
    for (files, expected) in cases {
      let folder = try makeFixture(files).standardizedFileURL
      XCTAssertThrowsError(try AppDataFixtures(directory: folder)) { error in
        guard let error = error as? AppDataFixtureError else { return XCTFail("unexpected error \(error)") }
        XCTAssertEqual(summary(error).replacingOccurrences(of: folder.path + "/", with: ""), expected)
        XCTAssertTrue(error.description.contains(folder.path), error.description)
      }
    }
  }

  func testMissingFolderAndUnreadableFileAreReported() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("GalleryFixturesTests-missing-\(UUID())")
    XCTAssertThrowsError(try AppDataFixtures(directory: missing)) { error in
      XCTAssertEqual(error as? AppDataFixtureError, .missingDirectory(path: missing.standardizedFileURL.path))
    }

    // A folder where a JSON file is expected cannot be read as a file, even by root.
    let folder = try makeFixture(["UserDefaults/group.y.json/inner": Data()])
    XCTAssertThrowsError(try AppDataFixtures(directory: folder)) { error in
      guard case .unreadableFile(let path, _) = error as? AppDataFixtureError else {
        return XCTFail("unexpected error \(error)")
      }
      XCTAssertTrue(path.hasSuffix("UserDefaults/group.y.json"), path)
    }
  }
}
