import GalleryFormats
import Mustache
import XCTest

@testable import GallerySite

/// The gallery's own HTML escaping writes what Mustache's `{{value}}` writes, byte for byte,
/// so a page that uses a pre-escaped value in `{{{…}}}` is the page it was.
final class HTMLEscapingTests: XCTestCase {
  private func mustache(_ text: String) throws -> String {
    try MustacheTemplate(string: "{{value}}").render(["value": text])
  }

  func testItEscapesAsMustacheDoes() throws {
    let texts = [
      "", "plain", #"{"alt":"<i>Entry 0</i> & more","n":'1'}"#, "&amp; stays escaped twice", "<<>>&&\"\"''",
      "Grüße, 你好, 🇳🇱 and 👩🏽‍💻 < 1", "tab\tline\nend", String(repeating: "a\"b", count: 5000),
    ]
    for text in texts {
      XCTAssertEqual(HTMLEscaping.escaped(text), try mustache(text), text)
    }
  }

  func testAQuoteBeforeACombiningMarkIsEscapedToo() throws {
    // One character to Mustache (U+0022 U+0301), which leaves its quote as it is.
    let text = "a\"\u{301}b"
    XCTAssertEqual(HTMLEscaping.escaped(text), "a&quot;\u{301}b")
    XCTAssertFalse(HTMLEscaping.escaped(text).unicodeScalars.contains("\""))
  }

  func testTheScrubbersEscapedDataIsWhatItsDataRendersAs() throws {
    let scrubber = WidgetPage.Scrubber(last: 1, count: 2, anchorPrefix: "w--", data: #"{"alt":"<b>&'x'</b>"}"#)
    XCTAssertEqual(
      try MustacheTemplate(string: "{{{escapedData}}}").render(scrubber),
      try MustacheTemplate(string: "{{data}}").render(scrubber))
  }
}
