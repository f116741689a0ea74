import XCTest

@testable import GalleryDiff

/// The structural diff on hand-written SVG, independent of the renderer.
final class SnapshotComparisonTests: XCTestCase {
  private func svg(_ body: String, width: Int = 158) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="158" viewBox="0 0 \(width) 158">
    <title>t</title><defs><clipPath id="c-\(body.count)"><path d="M0 0L1 1Z"/></clipPath></defs>
    <g data-view="Widget" clip-path="url(#c-\(body.count))">
    \(body)
    </g>
    </svg>
    """
  }

  private func describe(_ old: String, _ new: String) throws -> [String] {
    SnapshotComparison.describe(old: try SnapshotSummary.parse(svg(old)), new: try SnapshotSummary.parse(svg(new)))
  }

  private let text =
    ##"<g data-view="Text" aria-label="RNR 1"><svg x="16" y="20" width="17" height="17" fill="#000000"><use href="#g-1"/></svg></g>"##

  func testIdenticalDocumentsSayNothing() throws {
    XCTAssertEqual(try describe(text, text), [])
  }

  func testTranslateTransformsMoveTheirViews() throws {
    let moved = ##"<g data-view="offset" transform="translate(4 -2.5)">"## + text + "</g>"
    let original = ##"<g data-view="offset">"## + text + "</g>"
    XCTAssertEqual(
      try describe(original, moved),
      [
        "offset transform changed from none to translate(4 -2.5)", "Text \"RNR 1\" moved 4 pt right and 2.5 pt up",
      ])
  }

  func testPathShapesMoveAndResizeByTheirPoints() throws {
    let before = ##"<path d="M10 10L30 10L30 30L10 30Z" data-view="RoundedRectangle" fill="#ffffff"/>"##
    let after = ##"<path d="M10 14L40 14L40 34L10 34Z" data-view="RoundedRectangle" fill="#ffffff"/>"##
    XCTAssertEqual(
      try describe(before, after), ["RoundedRectangle moved 4 pt down", "RoundedRectangle resized from 20×20 pt to 30×20 pt"])
  }

  func testTextColourFontSizeAndLines() throws {
    let after =
      ##"<g data-view="Text" aria-label="RNR 1"><svg x="16" y="20" width="20" height="20" fill="#ff3b30"><use href="#g-1"/></svg><svg x="16" y="42" width="20" height="20" fill="#ff3b30"><use href="#g-1"/></svg></g>"##
    XCTAssertEqual(
      try describe(text, after),
      [
        "Text \"RNR 1\" font size changed from 17 to 20",
        "Text \"RNR 1\" now takes 2 lines instead of 1",
        "Text \"RNR 1\" colour changed from #000000 to #FF3B30",
      ])
  }

  func testAddedRemovedViewsAndBlockedLinks() throws {
    let circle = ##"<path d="M0 0L4 4Z" data-view="Circle" data-defined-by="Badge" fill="#d5463f"/>"##
    let link = ##"<g data-link="widgetURL" data-blocked-url="javascript:alert(1)"><g data-view="Color"/></g>"##
    XCTAssertEqual(
      try describe(text + circle + circle, text + link),
      [
        "Circle in Badge removed (×2)", "Color added", "Blocked link added: javascript:alert(1)",
      ])
  }

  func testWidgetSizeAndUnnamedDrawingChanges() throws {
    let before = SnapshotSummary.parse
    let a = try before(svg(##"<g data-view="Image"><svg x="0" y="0" width="10" height="10"><image href="data:a"/></svg></g>"##))
    let b = try before(
      svg(##"<g data-view="Image"><svg x="0" y="0" width="10" height="10"><image href="data:b"/></svg></g>"##, width: 170))
    XCTAssertEqual(
      SnapshotComparison.describe(old: a, new: b), ["Widget size changed from 158×158 pt to 170×158 pt", "Image drawing changed"])
  }

  func testHitAreasAndGeneratedIdsAreIgnored() throws {
    let linked =
      ##"<a data-link="Link" href="x://1"><g data-view="Link"/><rect x="0" y="0" width="9" height="9" fill="none" pointer-events="all"/></a>"##
    let moved =
      ##"<a data-link="Link" href="x://1"><g data-view="Link"/><rect x="5" y="5" width="9" height="9" fill="none" pointer-events="all"/></a>"##
    XCTAssertEqual(try describe(text + linked, text + moved + " "), [])
  }

  func testLongListsAreCapped() throws {
    let many = (0..<60).map {
      ##"<rect x="\##($0)" y="0" width="1" height="1" data-view="Rectangle" data-defined-by="Row\##($0)" fill="#000000"/>"##
    }
    let shifted = (0..<60).map {
      ##"<rect x="\##($0 + 1)" y="0" width="1" height="1" data-view="Rectangle" data-defined-by="Row\##($0)" fill="#000000"/>"##
    }
    let words = try describe(many.joined(), shifted.joined())
    XCTAssertEqual(words.count, SnapshotComparison.sentenceLimit + 1)
    XCTAssertEqual(words.last, "… and 20 more")
  }
}
