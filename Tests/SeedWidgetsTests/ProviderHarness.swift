import Foundation
import GalleryFixtures
import WidgetGallery
import XCTest

/// Runs seed providers the way WidgetKit does, with app data from fixture folders.
///
/// Fixtures are process-wide; XCTest runs these tests one after another.
class SeedWidgetTestCase: XCTestCase {
  private var temporaryFolders: [URL] = []

  override func setUpWithError() throws {
    try super.setUpWithError()
    try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
  }

  override func tearDown() {
    for folder in temporaryFolders { try? FileManager.default.removeItem(at: folder) }
    temporaryFolders = []
    super.tearDown()
  }

  /// Installs the fixture folder at `directory` as the process's app data.
  func install(_ directory: URL) throws {
    try AppDataFixtures(directory: directory).install()
  }

  /// A copy of `directory` (or an empty folder), changed by `edit`, for one test.
  func fixtureVariant(of directory: URL? = nil, _ edit: (URL) throws -> Void = { _ in }) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SeedWidgetsTests-\(UUID().uuidString)", isDirectory: true)
    temporaryFolders.append(folder)
    if let directory {
      try FileManager.default.copyItem(at: directory, to: folder)
    } else {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try edit(folder)
    return folder
  }

  /// The context WidgetKit passes to a provider.
  func context(_ family: WidgetFamily, isPreview: Bool = false) -> TimelineProviderContext {
    TimelineProviderContext(family: family, isPreview: isPreview, displaySize: displaySize(family))
  }

  private func displaySize(_ family: WidgetFamily) -> CGSize {
    switch family {
    case .systemSmall: CGSize(width: 170, height: 170)
    case .systemMedium: CGSize(width: 364, height: 170)
    default: CGSize(width: 364, height: 382)
    }
  }

  /// The provider's timeline, waiting up to `timeout` seconds for its completion handler
  /// (which may run in a `Task` or on the main queue) while the main run loop turns.
  func timeline<P: TimelineProvider>(
    _ provider: P, in context: TimelineProviderContext, timeout: TimeInterval = 10,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Timeline<P.Entry> {
    let delivered = expectation(description: "getTimeline calls its completion handler")
    let box = ResultBox<Timeline<P.Entry>>()
    provider.getTimeline(in: context) { timeline in
      box.set(timeline)
      delivered.fulfill()
    }
    wait(for: [delivered], timeout: timeout)
    return try XCTUnwrap(box.value, "no timeline", file: file, line: line)
  }

  /// Asserts that the provider never calls its timeline completion within `interval`.
  func assertNoTimeline<P: TimelineProvider>(_ provider: P, in context: TimelineProviderContext, within interval: TimeInterval) {
    let delivered = expectation(description: "getTimeline calls its completion handler")
    delivered.isInverted = true
    provider.getTimeline(in: context) { _ in delivered.fulfill() }
    wait(for: [delivered], timeout: interval)
  }

  /// The provider's snapshot entry.
  func snapshot<P: TimelineProvider>(_ provider: P, in context: TimelineProviderContext) throws -> P.Entry {
    let delivered = expectation(description: "getSnapshot calls its completion handler")
    let box = ResultBox<P.Entry>()
    provider.getSnapshot(in: context) { entry in
      box.set(entry)
      delivered.fulfill()
    }
    wait(for: [delivered], timeout: 10)
    return try XCTUnwrap(box.value, "no snapshot")
  }
}

/// Carries a completion handler's value out of whichever thread called it.
final class ResultBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  var value: Value? { lock.withLock { stored } }

  func set(_ value: Value) { lock.withLock { stored = value } }
}

// View-tree facts to check once the DSL exposes its evaluation hooks:
// - Podcast: small shows only the image (corner radius 10) and, for 3 episodes, a "+2" badge
//   in the top-right 60×60 frame filled with Color.red; medium puts the badge top-left with
//   Color(red: 213/255, green: 70/255, blue: 63/255); both set widgetURL
//   cr2024-im://podcasts/rnr-1; zero episodes shows "No favorite episodes yet!"; the
//   container background is .fill.tertiary and content margins are disabled.
// - Vocabulary: the small view shows a translation's original and translation text and a
//   level bar of 5 capsules with `level` filled; the large grid has 2 flexible columns and
//   6 cells in the provider's order.
// - InAppStory: "Stories" title; four cards of width (W − 50) / 4 and height width / (80/110)
//   for proposal width W; card 1 filled with Color(hex: "#E8603C"), card 2 a Link to
//   storywidget://2042 around the 160×220 image, card 3 Color(hex: "4A9"), card 4 grey; titles
//   at the bottom-leading corner, 11 pt, white, at most 3 lines; clipping by
//   ContainerRelativeShape; with no suite data the EmptyList (blur 5, "Application must be
//   open", Link storywidget://login).
// - GameStatus: the status text carries privacySensitive and is redacted under the privacy
//   reason; other families show GameDetailsNotAvailable.
// - ZhiHu Daily: small shows the first story with widgetURL zhihudaily://topStory/9726632;
//   medium shows 2 rows and large 4, each a Link to zhihudaily://topStory/<id> with a
//   background of Color(imageHue:) of its story.
