import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI

/// A test of the command line in a temporary folder of its own: it is the current folder (so no
/// `.widget-gallery.json` of the folder the tests run in applies), the build record's cache
/// (`XDG_CACHE_HOME`) points into it, and the widgets a test registers are cleared afterwards.
class CommandLineTestCase: PrivatePreferencesTestCase {
  private(set) var folder: URL!
  private var savedCache: String?

  override func setUpWithError() throws {
    try super.setUpWithError()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(type(of: self))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    makeCurrentFolder(folder)
    savedCache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
    setenv("XDG_CACHE_HOME", folder.appendingPathComponent("cache").path, 1)
  }

  override func tearDownWithError() throws {
    if let savedCache { setenv("XDG_CACHE_HOME", savedCache, 1) } else { unsetenv("XDG_CACHE_HOME") }
    WidgetRegistry.sources = []
    try? FileManager.default.removeItem(at: folder)
    try super.tearDownWithError()
  }

  /// A widget of `kind` in the small family that shows its kind on white.
  func widget(kind: String, provider: StubProvider, fixturesDirectory: URL? = nil) -> GalleryWidget {
    let configuration = StaticConfiguration(kind: kind, provider: provider) { _ in
      Text(kind).containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    return GalleryWidget(configuration: configuration.galleryConfiguration, fixturesDirectory: fixturesDirectory)
  }

  /// Runs the command line as `GalleryCommand.main` does and returns its exit status (0 when
  /// the command returns).
  func exitStatus(_ arguments: [String]) -> Int32 {
    do {
      var command = try GalleryCommand.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return GalleryCommand.exitStatus(for: error)
    }
  }
}
