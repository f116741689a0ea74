import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

final class AppearanceTests: XCTestCase {
  private func fills(_ root: XMLTreeElement) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for element in root.allElements {
      if let view = element[attribute: "data-view"], let fill = element[attribute: "fill"] {
        result[view, default: []].append(fill)
      }
    }
    return result
  }

  func testFullColorKeepsColoursAndBackground() throws {
    let root = try parse(render(Trees.sample()))
    XCTAssertEqual(fills(root)["ContainerBackground"], ["#f2f2f7"])
    XCTAssertNil(fills(root)["Backdrop"])
  }

  func testFullColorDrawsTheSystemWidgetBackgroundUnderTheContainerBackground() throws {
    let light = try parse(render(Trees.widget([], scheme: .light)))
    let dark = try parse(render(Trees.widget([], scheme: .dark)))
    XCTAssertEqual(fills(light)["WidgetBackground"], ["#ffffff"])
    XCTAssertEqual(fills(dark)["WidgetBackground"], ["#1c1c1e"])
    let order = light.allElements.compactMap { $0[attribute: "data-view"] }
    XCTAssertLessThan(order.firstIndex(of: "WidgetBackground")!, order.firstIndex(of: "ContainerBackground")!)
    XCTAssertNil(fills(try parse(render(Trees.widget([], mode: .accented))))["WidgetBackground"])
  }

  func testAccentedPaintsEachGroupInOneColourWithoutBackground() throws {
    let root = try parse(render(Trees.sample(mode: .accented)))
    XCTAssertNil(fills(root)["ContainerBackground"])
    XCTAssertEqual(fills(root)["Backdrop"]?.count, 1)
    let textFills = root.elements(named: "svg").dropFirst().compactMap { $0[attribute: "fill"] }
    XCTAssertEqual(Set(textFills), ["#ffffff"], "primary group")
    // The accent card's gradient keeps its stops' alpha but every stop is the accent colour.
    let stops = root.elements(named: "stop").compactMap { $0[attribute: "stop-color"] }
    XCTAssertEqual(Set(stops), ["#78c8ff"])
    let secondary = try XCTUnwrap(root.allElements.first { $0[attribute: "aria-label"] == "Rain later, 14°" })
    XCTAssertEqual(secondary.elements(named: "svg").first?[attribute: "fill-opacity"], "0.6", "alpha is kept")
    let image = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Image" })
    XCTAssertNotNil(image.elementChildren.first?[attribute: "filter"], "images are recoloured")
  }

  func testVibrantTurnsBrightnessIntoOpacity() throws {
    let nodes = [
      Trees.fill(CGRect(x: 0, y: 0, width: 10, height: 10), .color(RGBA(1, 1, 1)), viewType: "White"),
      Trees.fill(CGRect(x: 0, y: 0, width: 10, height: 10), .color(RGBA(0, 0, 0)), viewType: "Black"),
      Trees.fill(CGRect(x: 0, y: 0, width: 10, height: 10), .color(RGBA(bytes: 255, 59, 48)), viewType: "Red"),
    ]
    let root = try parse(render(Trees.widget(nodes, mode: .vibrant)))
    func element(_ view: String) -> XMLTreeElement? { root.allElements.first { $0[attribute: "data-view"] == view } }
    XCTAssertEqual(element("White")?[attribute: "fill"], "#ffffff")
    XCTAssertNil(element("White")?[attribute: "fill-opacity"])
    XCTAssertEqual(element("Black")?[attribute: "fill"], "none")
    XCTAssertEqual(element("Red")?[attribute: "fill"], "#ffffff")
    XCTAssertEqual(element("Red")?[attribute: "fill-opacity"], "0.39")
  }
}
