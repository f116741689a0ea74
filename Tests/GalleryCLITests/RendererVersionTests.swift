import Foundation
import XCTest

@testable import GalleryCLI

/// The renderer's version names the gallery's compiled modules beside the program: another
/// build of them is another version, and objects newer than the program mean none.
final class RendererVersionTests: XCTestCase {
  private var folder: URL!
  private var program: URL { folder.appendingPathComponent("my-widgets") }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("renderer-version-\(UUID().uuidString)")
    for module in RendererVersion.modules {
      let objects = folder.appendingPathComponent("\(module).build")
      try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
      try Data("object of \(module)".utf8).write(to: objects.appendingPathComponent("\(module).swift.o"))
      try setModified(objects.appendingPathComponent("\(module).swift.o"), secondsAgo: 60)
    }
    try Data("program".utf8).write(to: program)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func setModified(_ file: URL, secondsAgo: Double) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: file.path)
  }

  func testAnotherBuildOfTheGallerysModulesIsAnotherVersionAndTheUsersCodeIsNot() throws {
    let version = try XCTUnwrap(RendererVersion.version(program: program, fonts: nil))
    XCTAssertEqual(RendererVersion.version(program: program, fonts: nil), version)

    // The user's own module and a relinked program keep the version.
    let user = folder.appendingPathComponent("MyWidgets.build")
    try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
    try Data("widget code".utf8).write(to: user.appendingPathComponent("Widget.swift.o"))
    try Data("program, relinked".utf8).write(to: program)
    XCTAssertEqual(RendererVersion.version(program: program, fonts: nil), version)

    // A gallery module compiled again, before the program was linked: another version.
    let layout = folder.appendingPathComponent("LayoutEngine.build/LayoutEngine.swift.o")
    try Data("object of LayoutEngine, changed".utf8).write(to: layout)
    try setModified(layout, secondsAgo: 30)
    let rebuilt = try XCTUnwrap(RendererVersion.version(program: program, fonts: nil))
    XCTAssertNotEqual(rebuilt, version)
  }

  func testObjectsNewerThanTheProgramOrAMissingModuleMeanNoVersion() throws {
    try setModified(program, secondsAgo: 120)
    XCTAssertNil(RendererVersion.version(program: program, fonts: nil), "compiled since the program was linked")
    try Data("program".utf8).write(to: program)
    XCTAssertNotNil(RendererVersion.version(program: program, fonts: nil))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("SVGWriter.build"))
    XCTAssertNil(RendererVersion.version(program: program, fonts: nil), "not a SwiftPM build folder")
  }
}
