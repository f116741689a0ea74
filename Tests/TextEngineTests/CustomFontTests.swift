import Foundation
import XCTest

@testable import TextEngine

/// `FontSpec.family` (`Font.custom`): a face found by family or PostScript name, registered
/// fonts first; unknown names keep the design's font.
final class CustomFontTests: XCTestCase {
  private func face(_ spec: FontSpec, engine: TextEngine = TextEngine()) throws -> FontFace {
    let layout = engine.layout([TextRun("Widget", font: spec)], width: nil, style: ParagraphStyle())
    return try XCTUnwrap(layout.lines.first?.glyphRuns.first?.face)
  }

  func testAFamilyNameChoosesTheInstalledFaceNearestInWeight() throws {
    XCTAssertEqual(try face(FontSpec(size: 17, family: "Noto Serif")).id, "NotoSerif-Regular")
    XCTAssertEqual(
      try face(FontSpec(size: 17, weight: 700, family: "noto serif")).id, "NotoSerif-Bold", "names match case-insensitively")
    XCTAssertEqual(try face(FontSpec(size: 17, italic: true, family: "Noto Serif")).id, "NotoSerif-Italic")
  }

  func testAPostScriptNameChoosesThatFace() throws {
    XCTAssertEqual(try face(FontSpec(size: 17, family: "NotoSerif-BoldItalic")).id, "NotoSerif-BoldItalic")
  }

  func testAnUnknownNameKeepsTheDesignsFont() throws {
    XCTAssertEqual(try face(FontSpec(size: 17, family: "Avenir Next")).id, try face(FontSpec(size: 17)).id)
  }

  func testRegisteredFontsComeFirst() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("brand"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("brand/Brand.ttf")
    try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf", toPath: copy.path)
    let engine = TextEngine()
    XCTAssertTrue(try face(FontSpec(size: 17, family: "Noto Serif"), engine: engine).path.hasPrefix("/usr/share/fonts"))
    engine.registerFonts(in: folder)
    XCTAssertEqual(
      try face(FontSpec(size: 17, family: "Noto Serif"), engine: engine).path, copy.path,
      "the app's own file, found in a subfolder")
  }
}
