import XCTest
import XMLTree

final class XMLTreeParserTests: XCTestCase {
  func testElementsAttributesInOrderAndText() throws {
    let root = try XMLTreeParser.parse(
      "<?xml version=\"1.0\"?><r xmlns:x=\"urn:x\" b=\"2\" a=\"&lt;1&amp;\"><c x:k=\"v\">hi <![CDATA[<raw>]]></c><!-- note --><d/></r>"
    )
    XCTAssertEqual(root.name, "r")
    XCTAssertEqual(root.attributes.map(\.name), ["b", "a"])
    XCTAssertEqual(root[attribute: "a"], "<1&")
    XCTAssertEqual(root.elementChildren.map(\.name), ["c", "d"])
    XCTAssertEqual(root.elementChildren[0][attribute: "x:k"], "v")
    XCTAssertEqual(root.elementChildren[0].children, [.text("hi <raw>")])
    XCTAssertEqual(root.textContent, "hi <raw>")
  }

  func testMalformedDocumentsThrowWithAPosition() {
    for bad in ["", "<a>", "<a></b>", "<a b=\"1\" b=\"2\"/>", "<a>\u{1}</a>", "<a>&undefined;</a>"] {
      XCTAssertThrowsError(try XMLTreeParser.parse(bad), bad.debugDescription) { error in
        XCTAssertFalse((error as! XMLTreeParser.Failure).message.isEmpty)
      }
    }
  }

  func testEntitiesAreNotExpandedAndNothingIsFetched() throws {
    let billion = """
      <?xml version="1.0"?>
      <!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY ext SYSTEM "file:///etc/passwd">]>
      <r>&b;&ext;</r>
      """
    let root = try XMLTreeParser.parse(billion)
    XCTAssertFalse(root.textContent.contains("aaaaaaaaaa"))
    XCTAssertFalse(root.textContent.contains("root:"))
  }

  func testHTMLIsParsedAsBrowsersDoWithVoidElementsAndImpliedEndTags() throws {
    let root = try XMLTreeParser.parseHTML(
      """
      <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title></head>
      <body><p>one<p>two <img alt="x"><input hidden></p><script>if (a < b) {}</script></body></html>
      """)
    XCTAssertEqual(root.name, "html")
    XCTAssertEqual(root.elements(named: "title").first?.textContent, "A & B")
    XCTAssertEqual(root.elements(named: "p").map(\.textContent), ["one", "two "], "a <p> ends the open one")
    XCTAssertEqual(root.elements(named: "img").first?.children, [], "void elements hold nothing")
    XCTAssertEqual(root.elements(named: "input").first?.attributes.map(\.name), ["hidden"])
    XCTAssertEqual(root.elements(named: "script").first?.textContent, "if (a < b) {}", "script text is raw")
  }
}
