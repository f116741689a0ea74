import ArgumentParser
import Foundation
import GalleryDiff
import GalleryFormats
import GalleryRunner
import GallerySite
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI

/// Each kind of failure exits with the code the documentation gives it (CommandLine.md, "Exit codes"): 1 a widget failed
/// or what was compared differs, 2 bad usage (arguments, or folders and files the command
/// cannot use).
final class ExitCodeTests: CommandLineTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    WidgetRegistry.sources = [widget(kind: "Plain", provider: .single())]
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func build(_ extra: [String] = []) -> Int32 {
    exitStatus(
      ["build", "--output", path("Site"), "--families", "systemSmall", "--appearances", "light", "--timeout", "1"] + extra)
  }

  func testSuccessIsZero() {
    XCTAssertEqual(build(), 0)
    XCTAssertEqual(build(["--check"]), 0)
  }

  func testAFailingWidgetIsOne() {
    WidgetRegistry.sources.append(widget(kind: "Silent", provider: .silent))
    XCTAssertEqual(build(), 1)
    XCTAssertTrue(FileManager.default.fileExists(atPath: path("Site/index.html")), "the other widgets are still built")
  }

  func testAPreviewTooBigToDrawIsOne() throws {
    let long = String(repeating: "Lorem ipsum ", count: 250)
    let configuration = StaticConfiguration(kind: "Huge", provider: StubProvider.single()) { _ in
      VStack { ForEach(0..<200) { _ in Text(long) } }
    }
    .supportedFamilies([.systemSmall])
    WidgetRegistry.sources.append(GalleryWidget(configuration: configuration.galleryConfiguration))
    XCTAssertEqual(build(), 1)
    let manifest = try String(contentsOf: folder.appendingPathComponent("Site/manifest.json"), encoding: .utf8)
    XCTAssertTrue(manifest.contains("too big to draw"), "the widget's failure says why")
  }

  func testAStaleSiteUnderCheckIsOne() throws {
    XCTAssertEqual(build(), 0)
    try Data("edited".utf8).write(to: folder.appendingPathComponent("Site/index.html"))
    XCTAssertEqual(build(["--check"]), 1)
  }

  func testBadArgumentsAreTwo() {
    XCTAssertEqual(build(["--families", "systemHuge"]), 2)
    XCTAssertEqual(build(["--widgets", "NoSuchWidget"]), 2)
    XCTAssertEqual(exitStatus(["build", "--no-such-option"]), 2)
  }

  func testAMissingTemplateFolderIsTwo() {
    XCTAssertEqual(build(["--templates", path("no-templates")]), 2)
  }

  func testAFolderTheToolDidNotWriteIsTwo() throws {
    try FileManager.default.createDirectory(atPath: path("Site"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: folder.appendingPathComponent("Site/notes.txt"))
    XCTAssertEqual(build(), 2)
    XCTAssertEqual(try String(contentsOfFile: path("Site/notes.txt"), encoding: .utf8), "mine", "nothing touched")
  }

  func testUnreadableLocalizationsAreTwo() throws {
    let strings = folder.appendingPathComponent("strings/de.lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try Data("\"unterminated = ;".utf8).write(to: strings.appendingPathComponent("Localizable.strings"))
    XCTAssertEqual(build(["--locale", "de", "--localizations", path("strings")]), 2)
  }

  func testMergingWhatIsNotAShardIsTwo() {
    XCTAssertEqual(build(), 0)
    XCTAssertEqual(exitStatus(["merge", path("Site"), "--output", path("Merged")]), 2)
  }

  func testDiffExitCodes() {
    XCTAssertEqual(build(), 0)
    XCTAssertEqual(exitStatus(["diff", path("Site"), path("Site")]), 0, "nothing changed")
    XCTAssertEqual(exitStatus(["diff", path("Site"), path("missing")]), 2, "a folder that cannot be compared")
    WidgetRegistry.sources = [widget(kind: "Other", provider: .single())]
    XCTAssertEqual(exitStatus(["build", "--output", path("Other"), "--families", "systemSmall", "--appearances", "light"]), 0)
    XCTAssertEqual(exitStatus(["diff", path("Site"), path("Other")]), 1, "previews added and removed")
    XCTAssertEqual(exitStatus(["diff", path("Site"), path("Other"), "--exit-zero-on-changes"]), 0)
  }

  /// Every error type the library throws at a command has its code, whatever its case.
  func testEveryLibraryErrorHasItsCode() {
    let errors: [(any Error, Int32)] = [
      (GalleryError(widget: "W", message: "m"), 1),
      (SiteError.missingTemplate(path: "t"), 2),
      (SiteError.notAGalleryFolder(path: "f"), 2),
      (SiteError.unwritable(path: "f", underlying: SystemCallError(code: EACCES)), 2),
      (SiteError.shardsDoNotMatch(reason: "r"), 2),
      (DiffError("r"), 2),
      (LocalizationError(file: "f", reason: "r"), 2),
      (ValidationError("v"), 2),
      (ExitCode(1), 1),
    ]
    for (error, code) in errors {
      XCTAssertEqual(GalleryCommand.exitStatus(for: error), code, "\(error)")
    }
  }
}
