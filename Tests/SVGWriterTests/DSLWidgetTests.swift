import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetFuzz
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// Real DSL views through the layout engine into SVG.
@MainActor final class DSLWidgetTests: XCTestCase {
  private struct EpisodeView: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("Up Next").font(.caption).foregroundStyle(.secondary)
        Text("Shipping widgets <on> Linux & more").font(.headline).lineLimit(2)
        Spacer()
        HStack {
          Circle().fill(Color.red).frame(width: 12, height: 12)
          Link(destination: URL(string: "podcast://episode/1")!) {
            Text("Play")
          }
        }
      }
      .widgetURL(URL(string: "javascript:alert(1)"))
    }
  }

  private func layOut(family: WidgetFamily, mode: WidgetRenderingMode = .fullColor) -> RenderedWidget {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.widgetRenderingMode = mode
    let context = ResolveContext(environment: environment)
    let node = context.resolveSingle(EpisodeView())
    return WidgetLayout.layout(
      content: node, background: context.widget.containerBackground, family: family, environment: environment)
  }

  func testLaidOutWidgetsBecomeWellFormedSVG() async throws {
    for family in [WidgetFamily.systemSmall, .systemMedium, .accessoryRectangular] {
      for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
        let widget = layOut(family: family, mode: mode)
        let svg = render(widget)
        let root = try parse(svg)
        XCTAssertEqual(svg, render(layOut(family: family, mode: mode)), "deterministic")
        XCTAssertEqual(SVGAudit.numberProblems(in: root), [])
        let labels = root.allElements.compactMap { $0[attribute: "aria-label"] }
        XCTAssertTrue(labels.contains("Shipping widgets <on> Linux & more"), "\(labels)")
        XCTAssertFalse(root.elements(named: "use").isEmpty)
        XCTAssertTrue(root.allElements.contains { $0[attribute: "data-view"] == "Circle" })
        XCTAssertEqual(root.allElements.compactMap { $0[attribute: "data-blocked-url"] }, ["javascript:alert(1)"])
        XCTAssertFalse(root.allElements.contains { $0[attribute: "href"] == "javascript:alert(1)" })
      }
    }
  }

  func testAnInlineImageIsDrawnInsideItsTextWithoutAGlyph() async throws {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemSmall
    let context = ResolveContext(environment: environment)
    let node = context.resolveSingle(Text("Hot \(Image(systemName: "flame")) now"))
    let widget = WidgetLayout.layout(content: node, background: nil, family: .systemSmall, environment: environment)
    let root = try parse(render(widget))
    let text = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Text" })
    XCTAssertEqual(text[attribute: "aria-label"], "Hot  now")
    let image = try XCTUnwrap(
      text.allElements.first { $0[attribute: "data-view"] == "Image" }, "the image is drawn with its text")
    XCTAssertTrue(
      image.allElements.contains { $0.textContent.contains("flame") } || image.textContent.contains("flame"),
      "the symbol's placeholder names it")
    XCTAssertFalse(render(widget).contains("\u{FFFC}"), "no object replacement character is written")
  }
}
