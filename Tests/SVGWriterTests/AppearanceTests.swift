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

  /// iOS 26's clear appearance: the accented rules with both groups white (the accent card's
  /// stops too) over clear glass, lighter in light mode than in dark; alpha is kept and the
  /// container background removed.
  func testClearGlassPaintsBothGroupsWhiteOverGlassOfItsScheme() throws {
    var backdrops: [ColorScheme: String] = [:]
    for scheme in [ColorScheme.light, .dark] {
      var widget = Trees.sample(mode: .accented)
      widget.colorScheme = scheme
      widget.isClearGlass = true
      let root = try parse(render(widget))
      XCTAssertNil(fills(root)["ContainerBackground"], "\(scheme)")
      backdrops[scheme] = try XCTUnwrap(fills(root)["Backdrop"]?.first, "\(scheme)")
      let textFills = root.elements(named: "svg").dropFirst().compactMap { $0[attribute: "fill"] }
      XCTAssertEqual(Set(textFills), ["#ffffff"], "primary group")
      let stops = root.elements(named: "stop").compactMap { $0[attribute: "stop-color"] }
      XCTAssertEqual(Set(stops), ["#ffffff"], "the accent group is white too")
      let secondary = try XCTUnwrap(root.allElements.first { $0[attribute: "aria-label"] == "Rain later, 14°" })
      XCTAssertEqual(secondary.elements(named: "svg").first?[attribute: "fill-opacity"], "0.6", "alpha is kept")
    }
    XCTAssertEqual(backdrops[.light], "#969ca6")
    XCTAssertEqual(backdrops[.dark], "#24262c")
    let tinted = try parse(render(Trees.sample(mode: .accented)))
    XCTAssertEqual(fills(tinted)["Backdrop"], ["#1e242e"], "the tinted Home Screen keeps its own backdrop")
  }

  /// Clear glass is a kind of the accented mode: a widget in full colour ignores it.
  func testClearGlassChangesNothingInFullColour() throws {
    var widget = Trees.sample()
    widget.isClearGlass = true
    XCTAssertEqual(render(widget), render(Trees.sample()))
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
