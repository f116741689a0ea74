import Foundation
import GalleryTestSupport
import XCTest
import XMLTree

/// The acceptance extension (`Tests/DataExtension/HabitWidgets`), written as for Xcode: it logs
/// with `Logger`, keeps its model in SwiftData in an App Group store (`@Query` in a view,
/// `FetchDescriptor` in the provider), reads HealthKit and the keychain, fetches from its API
/// with a session of its own, and has two widgets of one kind. It compiles unchanged, and its
/// program builds the site from its fixture folder alone, at the reference time.
final class DataExtensionTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-extension-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    makeCurrentFolder(folder)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "HabitWidgets")
  }

  private var fixtures: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../DataExtension/HabitWidgets/Fixtures")
      .standardizedFileURL
  }

  /// Runs the program with `arguments`; its exit status and standard error.
  private func run(_ arguments: [String], run: Int = 1) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = try programEnvironment(in: folder, run: run)
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  func testTheProgramBuildsEveryFamilyOfBothWidgetsFromTheFixtureFolderAlone() throws {
    guard FileManager.default.isExecutableFile(atPath: program.path) else { throw XCTSkip("no built program at \(program.path)") }
    let site = folder.appendingPathComponent("site")
    let missing = folder.appendingPathComponent("missing")
    let (status, errors) = try run([
      "build", "--output", site.path, "--fixtures", fixtures.path, "--missing-fixtures", missing.path, "--appearances", "light",
    ])
    XCTAssertEqual(status, 0, errors)
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path), "nothing was missing: \(errors)")
    XCTAssertTrue(errors.contains("[widget] info: [com.example.habits:Widget] fetched 3 habits"), "Logger's lines: \(errors)")

    let manifest = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json"))) as? [String: Any])
    let previews = try XCTUnwrap(manifest["previews"] as? [[String: Any]])
    XCTAssertEqual(
      Set(previews.compactMap { $0["family"] as? String }),
      ["systemSmall", "systemMedium", "accessoryRectangular", "accessoryInline"], "both widgets of the kind")
    func title(_ family: String) -> String {
      previews.first { $0["family"] as? String == family && $0["entry"] as? String == "entry-0" }?["accessibilityTitle"]
        as? String ?? ""
    }
    let medium = title("systemMedium")
    for text in ["6240 steps", "Meditate", "Read", "2/5", "Run", "1/3", "Oldest: Run", "Small steps, every day"] {
      XCTAssertTrue(medium.contains(text), "\(text) in \(medium)")
    }
    XCTAssertTrue(title("accessoryRectangular").contains("Read 2"), title("accessoryRectangular"))
  }

  /// The extension's own program renders in worker processes of itself, as the command line
  /// of the gallery does, and writes the same site as in one process.
  func testTheProgramBuildsTheSameSiteInTwoWorkersOfItself() throws {
    guard FileManager.default.isExecutableFile(atPath: program.path) else { throw XCTSkip("no built program at \(program.path)") }
    var sites: [[String: Data]] = []
    for jobs in [1, 2] {
      let site = folder.appendingPathComponent("site-\(jobs)")
      let (status, errors) = try run(
        ["build", "--output", site.path, "--fixtures", fixtures.path, "--appearances", "light", "--jobs", String(jobs)], run: jobs
      )
      XCTAssertEqual(status, 0, errors)
      if jobs == 2 {
        // Part 1 is rendered by the build itself, part 2 by a worker, whose lines are marked.
        XCTAssertTrue(
          errors.split(separator: "\n").contains("[widget] info: [com.example.habits:Widget] fetched 3 habits")
            && errors.contains("[2/2] [widget] info: [com.example.habits:Widget] fetched 3 habits"),
          "each part's Logger lines, the worker's marked: \(errors)")
      }
      sites.append(folderContents(site))
    }
    XCTAssertGreaterThan(sites[0].count, 10)
    XCTAssertEqual(sites[0], sites[1])
  }
}
