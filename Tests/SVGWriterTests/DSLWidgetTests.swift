import Foundation
import LayoutEngine
import TextEngine
import ViewDSL
import XCTest
import XMLTree

@testable import SVGWriter

/// Real DSL views through the layout engine into SVG.
final class DSLWidgetTests: XCTestCase {
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

  func testLaidOutWidgetsBecomeWellFormedSVG() throws {
    for family in [WidgetFamily.systemSmall, .systemMedium, .accessoryRectangular] {
      for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
        let widget = layOut(family: family, mode: mode)
        let svg = render(widget)
        let root = try parse(svg)
        XCTAssertEqual(svg, render(layOut(family: family, mode: mode)), "deterministic")
        XCTAssertEqual(NumberAudit.problems(in: root), [])
        let labels = root.allElements.compactMap { $0[attribute: "aria-label"] }
        XCTAssertTrue(labels.contains("Shipping widgets <on> Linux & more"), "\(labels)")
        XCTAssertFalse(root.elements(named: "use").isEmpty)
        XCTAssertTrue(root.allElements.contains { $0[attribute: "data-view"] == "Circle" })
        XCTAssertEqual(root.allElements.compactMap { $0[attribute: "data-blocked-url"] }, ["javascript:alert(1)"])
        XCTAssertFalse(root.allElements.contains { $0[attribute: "href"] == "javascript:alert(1)" })
      }
    }
  }
}
