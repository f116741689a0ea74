import XCTest
import XMLTree

final class XMLTreeParserTests: XCTestCase {
  func testElementsAttributesInOrderAndText() throws {
    let root = try XMLTreeParser.parse(
      "<?xml version=\"1.0\"?><r xmlns:x=\"urn:x\" b=\"2\" a=\"&lt;1&amp;\"><c x:k=\"v\">hi <![CDATA[<raw>]]></c><!-- note --><d/></r>")
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
}
