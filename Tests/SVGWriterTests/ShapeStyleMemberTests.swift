import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import XCTest
import XMLTree

/// The `ShapeStyle` members (`.linearGradient(…)`, `.ellipticalGradient(…)`, `.separator` …)
/// draw as the types and colours they stand for.
@MainActor final class ShapeStyleMemberTests: XCTestCase {
  private let light = EnvironmentValues()
  private var dark: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    return environment
  }

  private func paint(_ style: some ShapeStyle, _ environment: EnvironmentValues = EnvironmentValues()) -> Paint {
    style.resolvePaint(in: environment)
  }

  func testGradientMembersAreTheirTypes() async {
    let colors: [Color] = [.red, .blue]
    XCTAssertEqual(
      paint(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom)),
      paint(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)))
    XCTAssertEqual(
      paint(.radialGradient(Color.red.gradient, endRadius: 40)),
      paint(
        RadialGradient(
          gradient: Gradient(colors: [.red, Color.red.opacity(0.8)]), center: .center, startRadius: 0, endRadius: 40)))
    XCTAssertEqual(
      paint(.conicGradient(colors: colors, center: .center)),
      paint(AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(360))))
    XCTAssertEqual(
      paint(.ellipticalGradient(colors: colors)),
      .ellipticalGradient(
        stops: Gradient(colors: colors).stops.map {
          Gradient.Stop(color: Color(provider: .rgba($0.color.rgba(in: light))), location: $0.location)
        },
        center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
  }

  func testSystemStylesFollowTheColourScheme() async {
    XCTAssertEqual(paint(.separator), .color(RGBA(bytes: 60, 60, 67, 0.29)))
    XCTAssertEqual(paint(.separator, dark), .color(RGBA(bytes: 84, 84, 88, 0.6)))
    XCTAssertEqual(paint(.link), .color(RGBA(bytes: 0, 122, 255)))
    XCTAssertEqual(paint(.placeholder, dark), .color(RGBA(bytes: 235, 235, 245, 0.3)))
    XCTAssertEqual(paint(.windowBackground, dark), .color(RGBA(0, 0, 0)))
    XCTAssertEqual(paint(.opacity(0.5)), paint(HierarchicalShapeStyle.primary).multiplyingOpacity(by: 0.5))
  }

  func testAnEllipticalGradientIsStretchedOverTheShape() async throws {
    let view = Rectangle().fill(.ellipticalGradient(colors: [.white, .black], startRadiusFraction: 0.1, endRadiusFraction: 0.5))
      .frame(width: 200, height: 100)
    let widget = layOutWidget(view, family: .systemMedium)
    let root = try parse(render(widget))
    let gradient = try XCTUnwrap(root.elements(named: "radialGradient").first)
    XCTAssertEqual(gradient[attribute: "cx"], "0.5")
    XCTAssertEqual(gradient[attribute: "r"], "0.5")
    let matrix = try XCTUnwrap(gradient[attribute: "gradientTransform"])
    XCTAssertTrue(matrix.hasPrefix("matrix(200 0 0 100 "), matrix)
    // The start fraction moves the first stop out: 0.1 of 0.5.
    XCTAssertEqual(gradient.elementChildren.map { $0[attribute: "offset"] }, ["0.2", "1"])
    let filled = try XCTUnwrap(root.allElements.first { $0[attribute: "fill"] == "url(#\(gradient[attribute: "id"]!))" })
    XCTAssertNotNil(filled)
  }
}
