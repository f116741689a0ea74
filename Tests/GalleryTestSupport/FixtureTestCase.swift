import Foundation
import GalleryFixtures
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// A test case whose process reads app data from fixture folders, and runs providers the way
/// WidgetKit does.
///
/// Fixtures are process-wide; XCTest runs the tests of a process one after another, and each
/// process has preferences of its own (``PrivatePreferencesTestCase``). The provider calls
/// wait for completion handlers that may run on any thread, so an entry's type must be usable
/// there (`SendableMetatype`, which every type without an isolated conformance is).
open class FixtureTestCase: PrivatePreferencesTestCase {
  private var temporaryFolders: [URL] = []

  override open func tearDown() {
    for folder in temporaryFolders { try? FileManager.default.removeItem(at: folder) }
    temporaryFolders = []
    super.tearDown()
  }

  /// Installs the fixture folder at `directory` as the process's app data.
  package func install(_ directory: URL) throws {
    try AppDataFixtures(directory: directory).install()
  }

  /// A copy of `directory` (or an empty folder), changed by `edit`, for one test.
  package func fixtureVariant(of directory: URL? = nil, _ edit: (URL) throws -> Void = { _ in }) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(type(of: self))-\(UUID().uuidString)", isDirectory: true)
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
  package func context(_ family: WidgetFamily, isPreview: Bool = false) -> TimelineProviderContext {
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
  package func timeline<P: TimelineProvider>(
    _ provider: P, in context: TimelineProviderContext, timeout: TimeInterval = 10,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Timeline<P.Entry> where P.Entry: SendableMetatype {
    let delivered = expectation(description: "getTimeline calls its completion handler")
    let box = DeliveredBox<Timeline<P.Entry>>()
    provider.getTimeline(in: context) { timeline in
      box.set(timeline)
      delivered.fulfill()
    }
    wait(for: [delivered], timeout: timeout)
    return try XCTUnwrap(box.value, "no timeline", file: file, line: line)
  }

  /// Asserts that the provider never calls its timeline completion within `interval`.
  package func assertNoTimeline<P: TimelineProvider>(
    _ provider: P, in context: TimelineProviderContext, within interval: TimeInterval
  ) where P.Entry: SendableMetatype {
    let delivered = expectation(description: "getTimeline calls its completion handler")
    delivered.isInverted = true
    provider.getTimeline(in: context) { _ in delivered.fulfill() }
    wait(for: [delivered], timeout: interval)
  }

  /// The provider's snapshot entry.
  package func snapshot<P: TimelineProvider>(_ provider: P, in context: TimelineProviderContext) throws -> P.Entry
  where P.Entry: SendableMetatype {
    let delivered = expectation(description: "getSnapshot calls its completion handler")
    let box = DeliveredBox<P.Entry>()
    provider.getSnapshot(in: context) { entry in
      box.set(entry)
      delivered.fulfill()
    }
    wait(for: [delivered], timeout: 10)
    return try XCTUnwrap(box.value, "no snapshot")
  }
}
