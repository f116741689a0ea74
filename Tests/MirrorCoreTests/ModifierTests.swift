import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

@MainActor final class ModifierTests: XCTestCase {
  func testLayoutModifiersBecomeNodesInOrder() async {
    let node = resolve(
      Text("t")
        .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        .frame(width: 60, height: 60)
        .frame(maxWidth: .infinity, alignment: .leading)
        .fixedSize(horizontal: true, vertical: false)
        .offset(x: 4)
        .aspectRatio(1, contentMode: .fit))
    XCTAssertEqual(node.types, ["aspectRatio", "offset", "fixedSize", "frame", "frame", "padding", "Text"])
    guard case .modified(_, .aspectRatio(1, .fit)) = node.kind else { return XCTFail("outer modifier is not aspectRatio") }
  }

  func testPaddingDefaultsToSixteenOnTheGivenEdges() async {
    guard case .modified(_, .padding(let insets)) = resolve(Text("t").padding(.horizontal)).kind else { return XCTFail() }
    XCTAssertEqual(insets, EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  func testLayoutPriorityIsATraitKeptThroughModifiers() async {
    XCTAssertEqual(resolve(Text("t").layoutPriority(1).padding()).traits.layoutPriority, 1)
  }

  func testBackgroundAndOverlayForms() async {
    let legacy = resolve(Color.gray.overlay(Text("title"), alignment: .bottomLeading))
    guard case .modified(_, .overlay(let overlay, .bottomLeading)) = legacy.kind else { return XCTFail("legacy overlay") }
    XCTAssertEqual(overlay.texts, ["title"])

    let builder = resolve(
      Text("t").background(alignment: .topTrailing) {
        Circle()
        Text("badge")
      })
    guard case .modified(_, .background(let layered, .topTrailing)) = builder.kind, case .zStack = layered.kind else {
      return XCTFail("builder background with two views is a ZStack")
    }

    let style = resolve(Text("t").background(.fill.tertiary))
    guard case .modified(_, .background(let shape, _)) = style.kind, case .shape(let resolvedShape) = shape.kind,
      case .fill(let fill?, _) = resolvedShape.drawing
    else { return XCTFail("style background") }
    XCTAssertEqual(fill.resolve(in: EnvironmentValues()), .color(RGBA(bytes: 118, 118, 128, 0.12)))
  }

  func testShapesFillAndStroke() async {
    guard case .shape(let circle) = resolve(Circle().fill(Color.red)).kind, case .circle = circle.geometry,
      case .fill(.some, _) = circle.drawing
    else { return XCTFail("filled circle") }
    guard case .shape(let rounded) = resolve(RoundedRectangle(cornerRadius: 15).stroke(Color.green, lineWidth: 2)).kind,
      case .roundedRectangle(let size, .continuous) = rounded.geometry, case .stroke(_, let style, false) = rounded.drawing
    else { return XCTFail("stroked rounded rectangle") }
    XCTAssertEqual(size, CGSize(width: 15, height: 15))
    XCTAssertEqual(style.lineWidth, 2)
    guard case .shape(let plain) = resolve(Capsule()).kind, case .fill(nil, _) = plain.drawing else {
      return XCTFail("a bare shape fills with the foreground style")
    }
  }

  func testClipShapesAndCornerRadius() async {
    guard case .modified(_, .clipShape(.containerRelative, _)) = resolve(Color.gray.clipShape(ContainerRelativeShape())).kind
    else {
      return XCTFail("container-relative clip")
    }
    guard case .modified(_, .clipShape(.roundedRectangle(_, .circular), _)) = resolve(Color.gray.cornerRadius(10)).kind else {
      return XCTFail("cornerRadius is a circular rounded-rectangle clip")
    }
  }

  func testContainerBackgroundAndWidgetURLAreCollectedForTheWidget() async {
    let context = ResolveContext(environment: EnvironmentValues())
    let url = URL(string: "cr2024-im://podcasts/42")!
    _ = context.resolveSingle(
      Text("t")
        .widgetURL(url)
        .containerBackground(.fill.tertiary, for: .widget))
    XCTAssertEqual(context.widget.widgetURL, url)
    XCTAssertNotNil(context.widget.containerBackground)
  }

  func testOutermostWidgetURLWins() async {
    let context = ResolveContext(environment: EnvironmentValues())
    _ = context.resolveSingle(Text("t").widgetURL(URL(string: "a://inner")).widgetURL(URL(string: "a://outer")))
    XCTAssertEqual(context.widget.widgetURL, URL(string: "a://outer"))
  }

  func testLinkWrapsItsLabelAndTintsText() async {
    let node = resolve(Link(destination: URL(string: "storywidget://42")!) { Text("Open") })
    guard case .modified(let label, .link(let url)) = node.kind else { return XCTFail("link") }
    XCTAssertEqual(url.absoluteString, "storywidget://42")
    XCTAssertEqual(node.viewType, "Link")
    XCTAssertTrue(label.environment.foregroundStyles.first??.base is TintShapeStyle)
  }

  func testCompositeBuiltInsAreNamedAfterThemselves() async {
    XCTAssertEqual(resolve(Label("Star", systemImage: "star")).viewType, "Label")
    XCTAssertEqual(resolve(ProgressView(value: 0.5)).viewType, "ProgressView")
    XCTAssertEqual(resolve(Gauge(value: 0.3) { Text("g") }).viewType, "Gauge")
    XCTAssertEqual(resolve(Label("Star", systemImage: "star").labelStyle(.titleOnly)).texts, ["Star"])
  }

  func testGeometryReaderBuildsContentFromTheProxy() async {
    let node = resolve(
      GeometryReader { geo in
        let width = (geo.size.width - 50) / 4
        Text("\(Int(width))")
      })
    guard case .geometryReader(let content) = node.kind else { return XCTFail("geometry reader") }
    XCTAssertEqual(content(GeometryProxy(size: CGSize(width: 338, height: 100))).flatMap(\.texts), ["72"])
  }

  func testGridsKeepTheirTracksAndRows() async {
    let lazy = resolve(
      LazyVGrid(columns: [GridItem(.flexible(), spacing: 8), GridItem(.flexible())]) {
        ForEach(0..<6) { Text("\($0)") }
      })
    guard case .lazyGrid(let grid) = lazy.kind else { return XCTFail("lazy grid") }
    XCTAssertEqual(grid.tracks.count, 2)
    XCTAssertEqual(grid.children.count, 6)

    let table = resolve(
      Grid {
        GridRow {
          Text("a")
          Text("b")
        }
        Divider()
      })
    guard case .grid(let rows) = table.kind else { return XCTFail("grid") }
    XCTAssertEqual(rows.rows.map(\.count), [2, 1])
    XCTAssertEqual(rows.spanningRows, [false, true])
  }
}
