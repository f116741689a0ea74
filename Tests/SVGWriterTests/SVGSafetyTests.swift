import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

final class SVGSafetyTests: XCTestCase {
  func testDangerousSchemesAreNeverLinks() throws {
    let hostile = [
      "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox", "file:///etc/passwd",
    ]
    for raw in hostile {
      let url = try XCTUnwrap(URL(string: raw), raw)
      var node = Trees.fill(CGRect(x: 0, y: 0, width: 10, height: 10), .color(RGBA(1, 0, 0)))
      node.effects.append(.link(url))
      let svg = render(Trees.widget([node], url: url))
      let root = try parse(svg)
      let hrefs = root.allElements.compactMap { $0[attribute: "href"] }
      XCTAssertTrue(root.elements(named: "a").isEmpty, raw)
      XCTAssertFalse(hrefs.contains(url.absoluteString), raw)
      let blocked = root.allElements.compactMap { $0[attribute: "data-blocked-url"] }
      XCTAssertEqual(blocked, [url.absoluteString, url.absoluteString], raw)
    }
  }

  func testSchemeCheckIgnoresCaseWhiteSpaceAndControls() {
    for raw in [
      "  javascript:x", "\u{1}javascript:x", "java\tscript:x", "java\nscript:x", "JAVASCRIPT:x", "\u{200B}data:x", "FiLe:/x",
      "VBScript:x",
    ] {
      XCTAssertTrue(LinkPolicy.isBlocked(raw), raw.debugDescription)
    }
    for raw in ["https://example.com/javascript:x", "podcast://episode", "/relative/path", "mailto:a@b.c", "javascripts:x"] {
      XCTAssertFalse(LinkPolicy.isBlocked(raw), raw)
    }
  }

  func testUserTextIsEscapedAndForbiddenCharactersStripped() throws {
    let nasty = "a<b>&c\"d'e]]>f\u{0}g\u{1B}h\u{7F}i\u{FFFE}j\tk\nl"
    var node = Trees.text(nasty, at: CGPoint(x: 16, y: 16))
    node.definedBy = ["<Evil & \"View\">"]
    node.viewType = "Te<x>t"
    let svg = render(Trees.widget([node], title: nasty))
    let root = try parse(svg)
    let expected = "a<b>&c\"d'e]]>fghij\tk\nl"
    XCTAssertEqual(root.elements(named: "title").first?.textContent, expected)
    let text = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Te<x>t" })
    XCTAssertEqual(text[attribute: "aria-label"], expected)
    XCTAssertEqual(text[attribute: "data-defined-by"], "<Evil & \"View\">")
    XCTAssertFalse(svg.contains("]]>"), "escaped as ]]&gt;")
    XCTAssertFalse(svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  func testHostileNumbersNeverReachTheDocument() throws {
    var node = Trees.fill(CGRect(x: CGFloat.nan, y: .infinity, width: -5, height: 1e300), .color(RGBA(.nan, 2, -1, .infinity)))
    node.effects.append(.opacity(.nan))
    node.effects.append(.blur(radius: .infinity))
    node.effects.append(.transform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
    let widget = RenderedWidget(
      size: CGSize(width: CGFloat.nan, height: -3), cornerRadius: .infinity, background: nil,
      content: Trees.group(.zero, "ZStack", [node]))
    let svg = render(widget)
    _ = try parse(svg)
    for bad in ["nan", "NaN", "inf", "-0 ", "-0\"", "e+", "e-"] {
      XCTAssertFalse(svg.contains(bad), "\(bad) in\n\(svg)")
    }
  }
}
