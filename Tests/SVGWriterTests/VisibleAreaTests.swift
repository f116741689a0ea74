import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import XCTest
import XMLTree

@testable import SVGWriter

/// Nothing outside a widget's visible area (its rounded shape, and any clip or mask above it)
/// is written, and what is inside is drawn byte for byte as before: a view moved out of sight
/// draws as if it were `hidden()`.
@MainActor final class VisibleAreaTests: XCTestCase {
  private func svg<V: View>(_ view: V, family: WidgetFamily = .systemSmall) -> String {
    SVGWriter().document(for: layOutWidget(view, family: family))
  }

  /// `visible` with one of its views moved out of sight draws exactly as with that view hidden.
  private func assertCulledLikeHidden<A: View, B: View>(
    _ moved: A, _ hidden: B, _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let culled = svg(moved)
    XCTAssertEqual(culled, svg(hidden), message, file: file, line: line)
  }

  func testTenThousandRowsWriteOnlyTheRowsThatShow() async throws {
    let rows = ForEach(0..<10_000) { index in Text("Row \(index)") }
    let document = svg(VStack(alignment: .leading, spacing: 2) { rows })
    XCTAssertLessThan(document.utf8.count, 100_000)
    let root = try XMLTreeParser.parse(document)
    let labels = root.allElements.compactMap { $0[attribute: "aria-label"] }
    // The stack is centred on the widget, so its middle rows show.
    XCTAssertTrue(labels.contains("Row 5000"), "\(labels)")
    XCTAssertLessThan(labels.count, 12, "\(labels)")
    for hidden in ["Row 0", "Row 1", "Row 4000", "Row 6000", "Row 9999"] {
      XCTAssertFalse(labels.contains(hidden), hidden)
      XCTAssertFalse(document.contains(hidden + "<") || document.contains(hidden + " "), hidden)
    }
    let title = try XCTUnwrap(root.elements(named: "title").first?.textContent)
    XCTAssertTrue(title.contains("Row 5000"))
    XCTAssertFalse(title.contains("Row 9999"), "the title says only what shows")
  }

  func testAViewMovedOutOfSightDrawsAsIfHidden() async {
    let shown = Text("Shown")
    assertCulledLikeHidden(
      VStack {
        shown
        Text("Gone").offset(y: 400)
      },
      VStack {
        shown
        Text("Gone").hidden()
      }, "offset below")
    assertCulledLikeHidden(
      VStack {
        shown
        Text("Gone").offset(x: -300)
      },
      VStack {
        shown
        Text("Gone").hidden()
      }, "offset to the left")
    assertCulledLikeHidden(
      VStack {
        shown
        Circle().frame(width: 20, height: 20).position(x: 500, y: 20)
      },
      VStack {
        shown
        Circle().frame(width: 20, height: 20).position(x: 500, y: 20).hidden()
      }, "positioned outside")
    assertCulledLikeHidden(
      VStack {
        shown
        Text("Gone").offset(y: 400).rotationEffect(.degrees(30))
      },
      VStack {
        shown
        Text("Gone").offset(y: 400).rotationEffect(.degrees(30)).hidden()
      }, "offset, then rotated")
    assertCulledLikeHidden(
      VStack {
        shown
        Text("Gone").scaleEffect(0)
      },
      VStack {
        shown
        Text("Gone").hidden()
      }, "scaled to nothing")
  }

  func testWhatAClipOrAMaskCutsAwayIsNotWritten() async {
    // Inside a clipped frame, a view offset past the frame's edge cannot show.
    assertCulledLikeHidden(
      ZStack {
        Color.blue
        Text("Gone").offset(y: 80)
      }.frame(width: 80, height: 40).clipped(),
      ZStack {
        Color.blue
        Text("Gone").hidden().offset(y: 80)
      }.frame(width: 80, height: 40).clipped(), "clipped")
    assertCulledLikeHidden(
      ZStack {
        Color.blue
        Text("Gone").offset(x: 120)
      }.frame(width: 60, height: 60).clipShape(Circle()),
      ZStack {
        Color.blue
        Text("Gone").hidden().offset(x: 120)
      }.frame(width: 60, height: 60).clipShape(Circle()),
      "clipShape")
    assertCulledLikeHidden(
      ZStack {
        Color.blue
        Text("Gone").offset(y: 60)
      }.frame(width: 60, height: 60).mask { Circle().frame(width: 20) },
      ZStack {
        Color.blue
        Text("Gone").hidden().offset(y: 60)
      }.frame(width: 60, height: 60).mask { Circle().frame(width: 20) },
      "mask")
  }

  func testInkThatReachesInIsStillDrawn() async throws {
    // The view is outside, but its shadow, its blur or its rotation brings ink inside.
    let cases: [(String, AnyView)] = [
      ("shadow", AnyView(Text("Near").offset(x: 110).shadow(radius: 2, x: -60))),
      ("blur", AnyView(Color.red.frame(width: 20, height: 20).offset(x: 85).blur(radius: 30))),
      ("rotation", AnyView(Color.red.frame(width: 10, height: 200).offset(y: 150).rotationEffect(.degrees(60), anchor: .top))),
      ("overflowing text", AnyView(Text("Wide line of text that overflows").fixedSize().frame(width: 10).offset(x: -100))),
    ]
    for (name, view) in cases {
      let document = svg(view)
      XCTAssertNotEqual(document, svg(view.hidden()), name)
      XCTAssertTrue(document.contains("<use") || document.contains("data-view=\"Color\""), name)
    }
  }

  func testHiddenGlyphsGetNoOutlines() async throws {
    // "Ж" appears only in text below the widget, "Q" only in text that shows.
    let document = svg(
      VStack {
        Text("Q")
        Text("Ж").offset(y: 500)
      })
    let face = try XCTUnwrap(TextEngine.shared.face(for: FontSpec(size: 17)))
    func glyph(_ text: String) throws -> UInt32 {
      let layout = TextEngine.shared.layout([TextRun(text, font: FontSpec(size: 17))], width: nil, style: ParagraphStyle())
      return try XCTUnwrap(layout.lines.first?.glyphRuns.first?.glyphs.first)
    }
    let id = SVGRenderer.idSafe(face.id)
    XCTAssertTrue(document.contains("id=\"g-\(id)-\(try glyph("Q"))\""))
    XCTAssertFalse(document.contains("id=\"g-\(id)-\(try glyph("Ж"))\""), "no outline for a glyph that cannot be seen")
    let rendered = layOutWidget(
      VStack {
        Text("Q")
        Text("Ж").offset(y: 500)
      }, family: .systemSmall)
    XCTAssertEqual(rendered.content.texts, ["Q"], "the hidden text is not in the render tree")
  }

  func testALongTextKeepsOnlyItsLinesThatShow() async throws {
    let words = (0..<600).map { "word\($0)" }.joined(separator: " ")
    let rendered = layOutWidget(Text(words).fixedSize(horizontal: false, vertical: true), family: .systemSmall)
    let text = try XCTUnwrap(rendered.content.allNodes.lazy.compactMap(\.text).first)
    XCTAssertGreaterThan(text.layout.size.height, 2_000, "the text is laid out whole")
    XCTAssertLessThan(text.layout.lines.count, 12, "only the lines inside the widget are drawn")
    for line in text.layout.lines {
      let top = text.origin.y + line.frame.minY
      XCTAssertLessThan(top, 170 + 30)
      XCTAssertGreaterThan(top + line.frame.height, -30)
    }
  }
}
