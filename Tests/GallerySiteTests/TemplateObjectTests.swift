import Mustache
import XCTest

@testable import GallerySite

/// Templates read a page through `TemplateObject` exactly as they read the page itself
/// through Mustache's `Mirror`: same names, values, sections and look-ups further out.
final class TemplateObjectTests: XCTestCase {
  private struct Page: Encodable {
    struct Item: Encodable {
      var name: String
      var width: Double
      var count: Int
      var note: String?
      var selected: Bool?
      var tags: [String]
    }
    var title: String
    var note: String?
    var items: [Item]
    var empty: [Item]
    var numbers: [Int]
    var names: [String]
    var child: Item?
    var missing: Item?
  }

  private let template = """
    {{title}}|{{note}}|{{#items}}[{{name}} {{width}} {{count}} {{note}}{{#selected}} on{{/selected}}{{^selected}} off{{/selected}}\
    {{#tags}}<{{.}}>{{/tags}}]{{/items}}|{{^empty}}none{{/empty}}|{{#numbers}}{{.}},{{/numbers}}\
    |{{#reversed(names)}}{{.}};{{/reversed(names)}}{{#sorted(names)}}{{.}};{{/sorted(names)}}{{count(names)}}\
    |{{#child}}{{name}} {{title}}{{/child}}|{{#missing}}x{{/missing}}{{^missing}}no child{{/missing}}|{{count(child)}}
    """

  private var page: Page {
    Page(
      title: "A <b>page</b>", note: nil,
      items: [
        .init(name: "one", width: 170, count: 2, note: "n", selected: true, tags: ["x", "y"]),
        .init(name: "two", width: 12.5, count: 0, note: nil, selected: nil, tags: []),
      ],
      empty: [], numbers: [3, 1, 2], names: ["b", "a", "c"],
      child: .init(name: "child", width: 1, count: 1, note: nil, selected: false, tags: ["z"]), missing: nil)
  }

  func testATemplateReadsTheObjectAsItReadsTheStruct() throws {
    let template = try MustacheTemplate(string: template)
    let throughMirror = template.render(page)
    XCTAssertEqual(template.render(TemplateObject.value(of: page)), throughMirror)
    // A nil note is looked up further out (none there); a struct takes no transform.
    XCTAssertEqual(
      throughMirror,
      "A &lt;b&gt;page&lt;/b&gt;||[one 170.0 2 n on<x><y>][two 12.5 0  off]|none|3,1,2,|c;a;b;a;b;c;3"
        + "|child A &lt;b&gt;page&lt;/b&gt;|no child|")
  }

  func testNestedContainersAreReadAsTheirValues() throws {
    struct Custom: Encodable {
      func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: Key.self)
        var nested = fields.nestedContainer(keyedBy: Key.self, forKey: .inner)
        try nested.encode("deep", forKey: .name)
        var list = fields.nestedUnkeyedContainer(forKey: .list)
        try list.encode(1)
        try list.encode("two")
      }
      enum Key: CodingKey { case inner, name, list }
    }
    let template = try MustacheTemplate(string: "{{#inner}}{{name}}{{/inner}}|{{#list}}{{.}},{{/list}}")
    XCTAssertEqual(template.render(TemplateObject.value(of: Custom())), "deep|1,two,")
  }
}
