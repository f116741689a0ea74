import Foundation
import GalleryFormats
import GalleryTestSupport
import XCTest

/// A `build` killed (SIGKILL) at any moment leaves the old site or the new one in the output
/// folder, byte for byte: never a mix of the two, never an empty or missing folder.
///
/// Runs the real `widget-gallery` program, which `swift test` builds beside the test bundle,
/// over one small widget, so fifty builds take seconds.
final class KilledBuildTests: XCTestCase {
  private var folder: URL!
  private var builds = 0

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("killed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("preferences"), withIntermediateDirectories: true)
    makeCurrentFolder(folder)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "widget-gallery")
  }

  /// Starts `build` of one of the two versions of the site into `output`.
  private func startBuild(_ version: Int, into output: URL) throws -> Process {
    let process = Process()
    process.executableURL = program
    process.arguments = [
      "build", "--output", output.path, "--force", "--widgets", "com.mygame.game-status", "--families", "systemSmall",
      "--appearances", version == 0 ? "light" : "dark", "--jobs", "1",
    ]
    builds += 1
    process.environment = try programEnvironment(in: folder, run: builds)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  func testAKilledBuildLeavesTheOldSiteOrTheNewOne() throws {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      return XCTFail("\(program.path) is missing: `swift build --product widget-gallery` first")
    }
    var versions: [[String: Data]] = []
    var duration = 0.0
    for version in 0..<2 {
      let reference = folder.appendingPathComponent("reference\(version)")
      let start = Date()
      let process = try startBuild(version, into: reference)
      try process.waitForExit(within: 300, waitingFor: "the build of version \(version)")
      duration = max(duration, Date().timeIntervalSince(start))
      XCTAssertEqual(process.terminationStatus, 0, "version \(version) builds")
      versions.append(folderContents(reference))
    }
    XCTAssertNotEqual(versions[0], versions[1])
    XCTAssertTrue(versions[0].keys.contains("manifest.json"))

    let site = folder.appendingPathComponent("Site")
    try FileManager.default.copyItem(at: folder.appendingPathComponent("reference0"), to: site)
    var current = 0
    var generator = SplitMix64(state: 15)
    var outcomes = [0, 0, 0]  // old kept, new in place, the build finished before the kill
    var window = duration * 1.2
    for attempt in 0..<50 {
      // Tests run alongside can make these builds several times slower than the two above;
      // while no build has got its site in, the kills are spread over a window twice as long
      // every ten attempts, so that both sides of the swap are reached.
      if attempt > 0, attempt % 10 == 0, outcomes[1] + outcomes[2] == 0 { window *= 2 }
      let next = 1 - current
      let delay = Double.random(in: 0..<window, using: &generator)
      let process = try startBuild(next, into: site)
      usleep(useconds_t(delay * 1_000_000))
      let finished = !process.isRunning
      kill(process.processIdentifier, SIGKILL)
      try process.waitForExit(within: 30, waitingFor: "the build killed in attempt \(attempt) to end")
      let found = folderContents(site)
      if found == versions[current] {
        outcomes[0] += 1
      } else if found == versions[next] {
        outcomes[finished ? 2 : 1] += 1
        current = next
      } else {
        let mixed = Set(found.keys).union(versions[current].keys).filter {
          found[$0] != versions[current][$0] && found[$0] != versions[next][$0]
        }
        return XCTFail(
          "attempt \(attempt), killed after \(delay) s: the folder is neither site (\(found.count) files; differing: \(mixed.sorted().prefix(5)))"
        )
      }
    }
    XCTAssertGreaterThan(outcomes[0], 0, "some builds were killed before the swap: \(outcomes)")
    XCTAssertGreaterThan(outcomes[1] + outcomes[2], 0, "some builds got their site in: \(outcomes)")

    let process = try startBuild(1 - current, into: site)
    try process.waitForExit(within: 300, waitingFor: "the build after the killed ones")
    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertEqual(folderContents(site), versions[1 - current])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".Site") }
    XCTAssertEqual(left, [], "the next build removes what killed builds left beside the site")
  }
}
