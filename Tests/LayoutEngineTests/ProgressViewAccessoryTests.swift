import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// `ProgressView` with a value on the Lock Screen: drawn as the capacity gauge of its style, a
/// ring or a bar filled to the value in the foreground colour over a 35 % track.
@MainActor final class ProgressViewAccessoryTests: XCTestCase {
  private struct Stroke: Equatable {
    let frame: CGRect
    let paint: Paint
    let lineWidth: CGFloat
  }

  private func strokes(_ node: RenderNode) -> [Stroke] {
    node.allNodes.compactMap { node in
      guard case .stroke(_, let paint, let style) = node.content else { return nil }
      return Stroke(frame: node.frame, paint: paint, lineWidth: style.lineWidth)
    }
  }

  func testCircularProgressIsTheCapacityRing() async throws {
    let progress = ProgressView(value: 0.25).progressViewStyle(.circular)
    let rings = strokes(layOutWidget(progress, family: .accessoryCircular).content)
    XCTAssertEqual(rings.count, 2, "a track and the value's arc")
    for ring in rings {
      XCTAssertEqual(ring.lineWidth, 6)
      assertFrame(RenderNode(frame: ring.frame, viewType: "ring", content: .group), 10, 10, 52, 52)
    }
    XCTAssertEqual(try XCTUnwrap(rings[0].paint.solidColor).alpha, 0.35, accuracy: 0.001)
    XCTAssertEqual(rings[1].paint.solidColor, RGBA(0, 0, 0, 1))
    let gauge = Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity)
    XCTAssertEqual(rings, strokes(layOutWidget(gauge, family: .accessoryCircular).content), "the gauge's drawing")
  }

  func testATimerIntervalFillsTheRingToTheTimeLeft() async throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    var environment = EnvironmentValues()
    environment.entryDate = start.addingTimeInterval(30)
    let progress = ProgressView(timerInterval: start...start.addingTimeInterval(120)).progressViewStyle(.circular)
    let rings = strokes(layOutWidget(progress, family: .accessoryCircular, environment: environment).content)
    let gauge = Gauge(value: 0.75) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity)
    XCTAssertEqual(rings, strokes(layOutWidget(gauge, family: .accessoryCircular).content))
  }

  func testLinearProgressIsTheCapacityBar() async throws {
    let progress = ProgressView(value: 0.25).progressViewStyle(.linear).frame(width: 100)
    let bars = layOutWidget(progress, family: .accessoryRectangular).content.filledShapes
    XCTAssertEqual(bars.map(\.frame.size), [CGSize(width: 100, height: 6), CGSize(width: 25, height: 6)])
    XCTAssertEqual(try XCTUnwrap(bars[0].paint.solidColor).alpha, 0.35, accuracy: 0.001)
    let gauge = Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity).frame(width: 100)
    let gaugeBars = layOutWidget(gauge, family: .accessoryRectangular).content.filledShapes
    XCTAssertEqual(bars.map(\.frame), gaugeBars.map(\.frame), "the gauge's drawing")
    XCTAssertEqual(bars.map(\.paint), gaugeBars.map(\.paint))
  }

  func testTheAutomaticStyleWithAValueIsTheBar() async throws {
    let progress = ProgressView("Charge", value: 0.5).frame(width: 100)
    let widget = layOutWidget(progress, family: .accessoryRectangular)
    let bars = widget.content.filledShapes
    XCTAssertEqual(bars.map(\.frame.width), [100, 50])
    let label = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "Charge" })
    XCTAssertLessThan(label.frame.maxY, bars[0].frame.minY + 0.01, "the label above the bar")
  }

  func testATintPaintsTheValue() async throws {
    let progress = ProgressView(value: 0.5).progressViewStyle(.circular).tint(.red)
    let rings = strokes(layOutWidget(progress, family: .accessoryCircular).content)
    XCTAssertEqual(rings[1].paint.solidColor, Color.red.rgba(in: EnvironmentValues()))
  }

  func testTheHomeScreenKeepsItsOwnBar() async throws {
    let progress = ProgressView(value: 0.5).frame(width: 100)
    let bars = layOutWidget(progress, family: .systemSmall).content.filledShapes
    XCTAssertEqual(bars.count, 2)
    XCTAssertEqual(bars[0].frame.height, 4, accuracy: 0.01, "the 4 pt bar of the system families")
  }
}
