import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

/// The accessory gauge styles as iOS draws them: in the foreground colour over a 35 % track by
/// default, a ring 58 pt across in a 72 pt `accessoryCircular` family, value digits about
/// 17 pt tall.
@MainActor final class GaugeLayoutTests: XCTestCase {
  private struct Stroke {
    let frame: CGRect
    let paint: Paint
    let style: StrokeStyle
    let path: Path
  }

  private func strokes(_ node: RenderNode) -> [Stroke] {
    node.allNodes.compactMap { node in
      guard case .stroke(let path, let paint, let style) = node.content else { return nil }
      return Stroke(frame: node.frame, paint: paint, style: style, path: path)
    }
  }

  private func circular(_ style: GaugeStyle, value: Double = 0.5, tint: Color? = nil) -> RenderedWidget {
    let gauge = Gauge(value: value) {
      Text("kWh")
    } currentValueLabel: {
      Text("42")
    }.gaugeStyle(style)
    if let tint { return layOutWidget(gauge.tint(tint), family: .accessoryCircular) }
    return layOutWidget(gauge, family: .accessoryCircular)
  }

  func testCircularRingIs58PointsAcrossIn60PointsOfContent() async {
    let widget = circular(.accessoryCircular)
    let rings = strokes(widget.content)
    XCTAssertFalse(rings.isEmpty)
    for ring in rings {
      XCTAssertEqual(ring.style.lineWidth, 6)
      XCTAssertEqual(ring.style.lineCap, .round)
      // The stroke's centre line is 52 across, so its outer edge is 58: 1 pt inside the
      // 60 pt content square that starts at the 6 pt margin.
      assertFrame(RenderNode(frame: ring.frame, viewType: "ring", content: .group), 10, 10, 52, 52)
    }
  }

  func testCapacityRingIsTheSameSize() async {
    let rings = strokes(circular(.accessoryCircularCapacity).content)
    XCTAssertEqual(rings.count, 2)
    for ring in rings { assertFrame(RenderNode(frame: ring.frame, viewType: "ring", content: .group), 10, 10, 52, 52) }
  }

  func testDefaultTintIsThePrimaryColourOverA35PercentTrack() async throws {
    let rings = strokes(circular(.accessoryCircularCapacity, value: 0.25).content)
    let track = try XCTUnwrap(rings[0].paint.solidColor)
    let value = try XCTUnwrap(rings[1].paint.solidColor)
    XCTAssertEqual(value, RGBA(0, 0, 0, 1))
    XCTAssertEqual(track.red, 0)
    XCTAssertEqual(track.alpha, 0.35, accuracy: 0.001)
  }

  func testATintPaintsTheValueAndItsTrack() async throws {
    let rings = strokes(circular(.accessoryCircularCapacity, tint: .red).content)
    let red = Color.red.rgba(in: EnvironmentValues())
    let track = try XCTUnwrap(rings[0].paint.solidColor)
    XCTAssertEqual(try XCTUnwrap(rings[1].paint.solidColor), red)
    XCTAssertEqual(track.red, red.red, accuracy: 0.001)
    XCTAssertEqual(track.alpha, 0.35, accuracy: 0.001)
  }

  func testCapacityRingFillsFromTwelveOClockToTheValue() async {
    let rings = strokes(circular(.accessoryCircularCapacity, value: 0.25).content)
    // The value's arc: a quarter of the circle, from the top to 3 o'clock once rotated.
    let bounds = rings[1].path.boundingRect
    XCTAssertEqual(bounds.width, 26, accuracy: 0.5)
    XCTAssertEqual(bounds.height, 26, accuracy: 0.5)
  }

  func testOpenRingCarriesAMarkerCutIntoTheTrack() async throws {
    let widget = circular(.accessoryCircular, value: 0.5)
    let tracks = strokes(widget.content)
    // A marker half way along a 270° sweep is at 12 o'clock; the track is cut on both sides.
    XCTAssertEqual(tracks.count, 2)
    let marker = try XCTUnwrap(widget.content.filledShapes.first { abs($0.frame.width - 6) < 0.01 })
    XCTAssertEqual(marker.frame.midX, 36, accuracy: 0.01)
    XCTAssertEqual(marker.frame.midY, 10, accuracy: 0.01)
    XCTAssertEqual(marker.paint.solidColor, RGBA(0, 0, 0, 1))
    for track in tracks { XCTAssertEqual(try XCTUnwrap(track.paint.solidColor).alpha, 0.35, accuracy: 0.001) }
  }

  func testMarkerAtTheStartLeavesOneTrackSegment() async throws {
    let widget = circular(.accessoryCircular, value: 0)
    XCTAssertEqual(strokes(widget.content).count, 1)
    let marker = try XCTUnwrap(widget.content.filledShapes.first { abs($0.frame.width - 6) < 0.01 })
    // The open ring starts at the gap's left end, 135° clockwise from 3 o'clock.
    XCTAssertEqual(marker.frame.midX, 36 - 26 * sqrt(0.5), accuracy: 0.01)
    XCTAssertEqual(marker.frame.midY, 36 + 26 * sqrt(0.5), accuracy: 0.01)
  }

  func testValueIsLargeAndCentredWithTheLabelInTheGap() async throws {
    let widget = circular(.accessoryCircular)
    let value = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "42" })
    let label = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "kWh" })
    XCTAssertEqual(value.frame.midX, 36, accuracy: 0.5)
    XCTAssertEqual(value.frame.midY, 36, accuracy: 0.5)
    XCTAssertEqual(value.text?.layout.lines.first?.glyphRuns.first?.size, 24)
    XCTAssertEqual(label.frame.midX, 36, accuracy: 0.5)
    XCTAssertEqual(label.frame.maxY, 66, accuracy: 0.5)
    XCTAssertEqual(label.text?.layout.lines.first?.glyphRuns.first?.size, 11)
  }

  func testBoundsLabelsSitAtTheEndsOfTheGap() async throws {
    let gauge = Gauge(value: 0.5, in: 0...1) {
      Text("L")
    } currentValueLabel: {
      Text("5")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("9")
    }
    let widget = layOutWidget(gauge.gaugeStyle(.accessoryCircular), family: .accessoryCircular)
    let low = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "0" })
    let high = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "9" })
    XCTAssertFalse(widget.content.texts.contains("L"))
    // The gap is 52 × sin 45° wide between the ring's centre lines, centred at x 36.
    XCTAssertEqual(low.frame.minX, 36 - 26 * sqrt(0.5), accuracy: 0.5)
    XCTAssertEqual(high.frame.maxX, 36 + 26 * sqrt(0.5), accuracy: 0.5)
  }

  func testWithoutAValueLabelTheLabelIsCentred() async throws {
    let gauge = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)
    let widget = layOutWidget(gauge, family: .accessoryCircular)
    let label = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "A" })
    XCTAssertEqual(label.frame.midY, 36, accuracy: 0.5)
    XCTAssertEqual(label.text?.layout.lines.first?.glyphRuns.first?.size, 24)
  }

  func testLongValuesShrinkToFitInsideTheRing() async throws {
    let gauge = Gauge(value: 0.5) {
      Text("A")
    } currentValueLabel: {
      Text("12345")
    }.gaugeStyle(.accessoryCircularCapacity)
    let widget = layOutWidget(gauge, family: .accessoryCircular)
    let value = try XCTUnwrap(widget.content.allNodes.first { $0.text?.string == "12345" })
    XCTAssertLessThanOrEqual(value.frame.width, 40.01)
  }

  func testLinearCapacityFillsTheBarToTheValue() async throws {
    let gauge = Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity).frame(width: 100)
    let widget = layOutWidget(gauge, family: .accessoryRectangular)
    let bars = widget.content.filledShapes
    XCTAssertEqual(bars.count, 2)
    XCTAssertEqual(bars[0].frame.width, 100, accuracy: 0.01)
    XCTAssertEqual(bars[0].frame.height, 6, accuracy: 0.01)
    XCTAssertEqual(bars[1].frame.width, 25, accuracy: 0.01)
    XCTAssertEqual(try XCTUnwrap(bars[0].paint.solidColor).alpha, 0.35, accuracy: 0.001)
    XCTAssertEqual(bars[1].paint.solidColor, RGBA(0, 0, 0, 1))
  }

  func testLinearMarkerCutsTheTrack() async throws {
    let gauge = Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear).frame(width: 100)
    let widget = layOutWidget(gauge, family: .accessoryRectangular)
    let parts = widget.content.filledShapes
    XCTAssertEqual(parts.count, 3)
    let marker = try XCTUnwrap(parts.first { $0.frame.width == 6 })
    let left = parts[0].frame.minX
    XCTAssertEqual(marker.frame.midX - left, 50, accuracy: 0.01)
    // Each track segment stops 1.5 pt short of the marker.
    XCTAssertEqual(parts[0].frame.maxX, marker.frame.minX - 1.5, accuracy: 0.01)
    XCTAssertEqual(parts[1].frame.minX, marker.frame.maxX + 1.5, accuracy: 0.01)
  }
}
