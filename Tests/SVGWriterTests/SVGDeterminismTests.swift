import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import SVGWriter

final class SVGDeterminismTests: XCTestCase {
  /// Set in the second process: the folder it writes its documents to.
  private static let folderVariable = "WIDGETGALLERY_SVG_DETERMINISM_FOLDER"
  private static let modes: [(String, WidgetRenderingMode)] = [
    ("fullColor", .fullColor), ("accented", .accented), ("vibrant", .vibrant),
  ]

  /// What the second process runs; skipped in a normal test run.
  func testInChildProcessWriteTheDocumentsIntoTheFolderGivenByTheParentProcess() throws {
    guard let folder = ProcessInfo.processInfo.environment[Self.folderVariable] else {
      throw XCTSkip("runs only as the second process of testSameInputGivesSameBytesInAnotherProcess")
    }
    for (name, mode) in Self.modes {
      try Data(render(Trees.sample(mode: mode)).utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
  }

  /// Another process hashes with another seed, so a document that followed a dictionary's or a
  /// set's order would differ there; a second render in this process could not see that.
  func testSameInputGivesSameBytesInAnotherProcess() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-determinism-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment.merging([Self.folderVariable: folder.path]) { $1 }
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
    var child = ChildProcess(
      URL(fileURLWithPath: CommandLine.arguments[0]),
      ["SVGWriterTests.SVGDeterminismTests/testInChildProcessWriteTheDocumentsIntoTheFolderGivenByTheParentProcess"],
      environment: environment)
    child.standardError = .intoOutput
    let finished = try child.run(waitingFor: "the second process drawing the documents", seconds: 120)
    XCTAssertEqual(finished.status, 0, finished.output)
    XCTAssertTrue(finished.output.contains("Executed 1 test, with 0 failures"), finished.output)
    for (name, mode) in Self.modes {
      let here = render(Trees.sample(mode: mode))
      XCTAssertEqual(here, render(Trees.sample(mode: mode)), "a second render here: \(name)")
      let there = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      XCTAssertEqual(here, there, "the other process: \(name)")
    }
  }

  func testNumbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (-0.001, "0"), (-0.004, "0"), (0.005, "0.01"), (1.5, "1.5"), (1.25, "1.25"),
      (1.2549, "1.25"), (-3.333, "-3.33"), (100, "100"), (2048, "2048"), (0.1, "0.1"), (-12.3, "-12.3"),
      (.nan, "0"), (.infinity, "0"), (-.infinity, "0"), (1e300, "1000000000"), (0.999, "1"), (10.999, "11"),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(SVGBuffer.format(value), expected, "\(value)")
    }
  }

  func testMarkupDecodedInPiecesKeepsCharactersThatStraddleAPieceEnd() {
    for offset in 0..<4 {
      let text =
        String(repeating: "a", count: SVGBuffer.decodingPiece - offset) + "知乎日报 · Today 😀"
        + String(repeating: "b", count: 3 * SVGBuffer.decodingPiece)
      var buffer = SVGBuffer()
      buffer.appendRaw(text)
      XCTAssertEqual(buffer.string, text, "offset \(offset)")
      XCTAssertEqual(Array(buffer.string.utf8), Array(text.utf8), "offset \(offset)")
    }
  }

  func testRectangleAttributesAreWrittenInOneOrderWithShortNumbers() {
    var buffer = SVGBuffer()
    buffer.appendRectAttributes(CGRect(x: 1.234, y: -0.001, width: 20.5, height: 3))
    buffer.append(" ")
    buffer.appendRectAttributes(x: .nan, y: 1e300, width: 2, height: -1.5)
    XCTAssertEqual(
      buffer.string, "x=\"1.23\" y=\"0\" width=\"20.5\" height=\"3\" x=\"0\" y=\"1000000000\" width=\"2\" height=\"-1.5\"")
  }

  func testTheDocumentsBytesAreItsTextInUTF8() throws {
    let output = SVGWriter().render(Trees.sample(headline: "知乎日报 · Today 😀"))
    XCTAssertEqual(output.data, Data(output.svg.utf8))
    XCTAssertTrue(output.svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    XCTAssertTrue(output.svg.hasSuffix("</svg>\n"))
    XCTAssertTrue(output.svg.contains("知乎日报 · Today 😀"))
  }

  func testEveryNumberInADocumentIsShort() throws {
    let svg = render(Trees.sample())
    let regex = try NSRegularExpression(pattern: "-?\\d+\\.\\d{3,}|-0(?![.\\d])|\\.\\d*0(?!\\d)")
    let range = NSRange(svg.startIndex..., in: svg)
    let body = svg.drop { $0 != "\n" }.replacingOccurrences(of: "base64,[^\"]*", with: "", options: .regularExpression)
    let matches = regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).map {
      (body as NSString).substring(with: $0.range)
    }
    XCTAssertEqual(matches, [], "in \(range.length) characters")
  }

  func testIdsComeFromContentNotOrder() throws {
    let clip = Path(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 8)
    var clipped = Trees.fill(CGRect(x: 10, y: 10, width: 40, height: 40), .color(RGBA(1, 0, 0)))
    clipped.effects.append(.clip(clip, style: FillStyle()))
    let plain = Trees.fill(CGRect(x: 60, y: 10, width: 10, height: 10), .color(RGBA(0, 1, 0)))
    var shadowed = plain
    shadowed.effects.append(.shadow(RenderNode.Shadow(color: RGBA(0, 0, 0, 0.2), radius: 4, offset: .zero)))
    func ids(_ svg: String) -> Set<String> {
      Set(
        svg.split(separator: "\n").compactMap { line in
          guard let range = line.range(of: " id=\"") else { return nil }
          return String(line[range.upperBound...].prefix { $0 != "\"" })
        })
    }
    let before = ids(render(Trees.widget([clipped])))
    let after = ids(render(Trees.widget([shadowed, clipped])))
    XCTAssertTrue(before.isSubset(of: after), "inserting a view keeps every existing id")
    XCTAssertEqual(after.subtracting(before).count, 1, "the new shadow filter")
  }

  func testChangingOneTextChangesOnlyItsLinesAndGlyphs() {
    func widget(_ second: String) -> RenderedWidget {
      Trees.widget([
        Trees.text("Weather", at: CGPoint(x: 16, y: 16)),
        Trees.text(second, at: CGPoint(x: 16, y: 60)),
        Trees.fill(CGRect(x: 16, y: 120, width: 40, height: 20), .color(RGBA(0, 0, 1))),
      ])
    }
    let old = render(widget("Sunny")).split(separator: "\n", omittingEmptySubsequences: false)
    let new = render(widget("Sunnz")).split(separator: "\n", omittingEmptySubsequences: false)
    let removed = old.filter { !new.contains($0) }
    let added = new.filter { !old.contains($0) }
    // Old "y" glyph: its definition and its use; new "z": the same two, plus the label.
    XCTAssertEqual(removed.count, 3, "\(removed)")
    XCTAssertEqual(added.count, 3, "\(added)")
    XCTAssertTrue(removed.contains { $0.contains("aria-label=\"Sunny\"") })
    XCTAssertTrue(added.contains { $0.contains("aria-label=\"Sunnz\"") })
    XCTAssertTrue((removed + added).allSatisfy { $0.contains("g-Inter-") || $0.contains("aria-label") })
  }

  func testOneElementPerLine() throws {
    let svg = render(Trees.sample())
    for line in svg.split(separator: "\n") where !line.hasPrefix("<title>") && !line.hasPrefix("<?xml") {
      let opens = line.filter { $0 == "<" }.count
      XCTAssertEqual(opens, 1, String(line.prefix(200)))
    }
  }
}
