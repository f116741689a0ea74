import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// `Link` draws its label in the environment's button style, as `Button` does on iOS.
@MainActor final class LinkStyleTests: XCTestCase {
  private func svg<V: View>(_ view: V) throws -> XMLTreeElement {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemMedium
    let node = ResolveContext(environment: environment).resolveSingle(view)
    let widget = WidgetLayout.layout(content: node, background: nil, family: .systemMedium, environment: environment)
    return try parse(render(widget))
  }

  /// The fills of the glyph groups of the text labelled `label`.
  private func textFills(_ root: XMLTreeElement, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [String]
  {
    let text = try XCTUnwrap(
      root.allElements.first { $0[attribute: "aria-label"] == label },
      "no text \(label)", file: file, line: line)
    return text.allElements.compactMap { $0[attribute: "fill"]?.uppercased() }
  }

  private let url = URL(string: "app://open")!

  func testPlainLinkDrawsItsLabelInTheForegroundColour() async throws {
    let root = try svg(
      VStack {
        Link(destination: url) { Text("Plain") }.buttonStyle(.plain)
        Link(destination: url) { Text("Tinted") }
        Button("Button", action: {}).buttonStyle(.plain)
      })
    XCTAssertEqual(Set(try textFills(root, "Plain")), ["#000000"])
    XCTAssertEqual(Set(try textFills(root, "Button")), ["#000000"])
    XCTAssertEqual(Set(try textFills(root, "Tinted")), ["#007AFF"])
    XCTAssertEqual(root.allElements.filter { $0[attribute: "data-view"] == "Link" }.count, 2, "both stay tap targets")
  }

  func testBorderedProminentLinkDrawsWhiteOnATintedCapsule() async throws {
    let root = try svg(Link(destination: url) { Text("Go") }.buttonStyle(.borderedProminent))
    XCTAssertEqual(Set(try textFills(root, "Go")), ["#FFFFFF"])
    let capsule = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Capsule" }, "the label sits on a capsule")
    XCTAssertEqual(capsule.allElements.compactMap { $0[attribute: "fill"]?.uppercased() }.first, "#007AFF")
  }
}
