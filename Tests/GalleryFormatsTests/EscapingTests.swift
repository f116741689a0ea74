import XCTest

@testable import GalleryFormats

final class EscapingTests: XCTestCase {
  func testSwiftLiteralsEscapeQuotesBackslashesAndEveryControlCharacter() {
    XCTAssertEqual(SwiftStringLiteral.quoted(#"a "b" \c"#), #""a \"b\" \\c""#)
    XCTAssertEqual(SwiftStringLiteral.quoted("one\ntwo\r\tthree"), #""one\ntwo\r\tthree""#)
    XCTAssertEqual(SwiftStringLiteral.quoted("bell\u{7}del\u{7F}"), #""bell\u{7}del\u{7f}""#)
    XCTAssertEqual(SwiftStringLiteral.quoted("知乎 😀"), "\"知乎 😀\"", "other characters as they are")
  }

  func testXMLTextEscapesMarkupAndLeavesQuotesAndBreaks() {
    XCTAssertEqual(XMLEscaping.escaped("a < b & c > \"d\"\n", inAttribute: false), "a &lt; b &amp; c &gt; \"d\"\n")
  }

  func testXMLAttributesKeepQuotesTabsAndBreaksAsReferences() {
    XCTAssertEqual(XMLEscaping.escaped("\"a\"\tb\nc\rd", inAttribute: true), "&quot;a&quot;&#9;b&#10;c&#13;d")
  }

  func testCharactersXMLForbidsAreLeftOut() {
    XCTAssertEqual(XMLEscaping.escaped("a\u{0}b\u{1B}c\u{7F}d\u{85}e\u{FFFE}f", inAttribute: false), "abcdef")
    XCTAssertEqual(XMLEscaping.escaped("知乎日报 😀", inAttribute: true), "知乎日报 😀")
  }
}
