import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

/// Text at each Dynamic Type size, against Apple's published table (HIG, Typography →
/// Specifications: iOS, iPadOS Dynamic Type sizes and larger accessibility type sizes).
@MainActor final class DynamicTypeTests: XCTestCase {
  /// Size and leading at xSmall … xxxLarge, AX1 … AX5, as the HIG publishes them.
  private let published: [(font: Font, name: String, sizes: [Double], leadings: [Double])] = [
    (.body, "body", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
    (.headline, "headline", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
    (.caption2, "caption2", [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    (
      .largeTitle, "largeTitle", [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    ),
  ]

  private func sized(_ size: DynamicTypeSize) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    return environment
  }

  /// The point size the first glyph run of a laid-out text is drawn at.
  private func drawnSize(_ root: RenderNode, file: StaticString = #filePath, line: UInt = #line) throws -> Double {
    let text = try XCTUnwrap(root.text, file: file, line: line)
    return try XCTUnwrap(text.layout.lines.first?.glyphRuns.first, file: file, line: line).size
  }

  // Two lines of a text style: the first SF Pro's natural height at the style's size, the
  // second the style's leading below it, or its natural height where that is more (caption2
  // at Large: 13 pt leading, 13.13 pt lines; body at AX5: 62 and 63.25); the frame is both,
  // on the 3x pixel grid.
  func testTextStylesTakeThePublishedSizeAndLeadingAtEverySize() async throws {
    for style in published {
      for (index, size) in DynamicTypeSize.allCases.enumerated() {
        let root = layOut(Text("one\ntwo").font(style.font), width: 400, height: 400, environment: sized(size))
        let lines = try XCTUnwrap(root.text).layout.lines
        let message = "\(style.name) at \(size)"
        XCTAssertEqual(try drawnSize(root), style.sizes[index], accuracy: 0.001, message)
        let natural = style.sizes[index] * 2444 / 2048
        let spacing = max(style.leadings[index], natural)
        XCTAssertEqual(Double(lines[1].baseline - lines[0].baseline), spacing, accuracy: 0.01, message)
        XCTAssertEqual(root.frame.height, pixelCeil(natural + spacing), accuracy: 0.01, message)
      }
    }
  }

  func testHeadlineIsSemiboldAtEverySize() async {
    for size in DynamicTypeSize.allCases {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      XCTAssertEqual(FontSpec(textStyle: .headline, dynamicTypeSize: size.tableSize).weight, 600)
      XCTAssertEqual(FontSpec(textStyle: .body, dynamicTypeSize: size.tableSize).weight, 400)
    }
  }

  func testSystemSizeStaysFixed() async throws {
    let root = layOut(Text("Fixed").font(.system(size: 20)), width: 400, height: 400, environment: sized(.accessibility5))
    XCTAssertEqual(try drawnSize(root), 20, accuracy: 0.001)
  }

  // Custom fonts scale by their text style's factor: `custom(_:size:)` as body does (17 → 23
  // at xxxLarge), `relativeTo:` as that style does (caption2 11 → 40 at AX5), `fixedSize:` not at all.
  func testCustomFontsScaleWithTheirTextStyle() async throws {
    let body = layOut(Text("Custom").font(.custom("Avenir", size: 17)), width: 400, height: 400, environment: sized(.xxxLarge))
    XCTAssertEqual(try drawnSize(body), 23, accuracy: 0.001)
    let caption = layOut(
      Text("Custom").font(.custom("Avenir", size: 22, relativeTo: .caption2)), width: 400, height: 400,
      environment: sized(.accessibility5))
    XCTAssertEqual(try drawnSize(caption), 22 * 40 / 11, accuracy: 0.001)
    let small = layOut(Text("Custom").font(.custom("Avenir", size: 17)), width: 400, height: 400, environment: sized(.xSmall))
    XCTAssertEqual(try drawnSize(small), 14, accuracy: 0.001)
    let fixed = layOut(
      Text("Custom").font(.custom("Avenir", fixedSize: 17)), width: 400, height: 400, environment: sized(.accessibility5))
    XCTAssertEqual(try drawnSize(fixed), 17, accuracy: 0.001)
  }

  func testDefaultSizeDrawsTheLargeColumn() async throws {
    let root = layOut(Text("Body"), width: 400, height: 400)
    XCTAssertEqual(try drawnSize(root), 17, accuracy: 0.001)
  }

  // A range limits the size within it; ranges meet in their intersection; a size set further
  // in is still limited by a range further in, but not by one further out (SwiftUI's
  // documentation of `dynamicTypeSize(_:)`).
  func testARangeCapsTheDynamicTypeSize() async throws {
    let capped = layOut(
      VStack { Text("Capped").font(.body) }.dynamicTypeSize(...DynamicTypeSize.xxLarge), width: 400, height: 400,
      environment: sized(.accessibility5))
    XCTAssertEqual(try drawnSize(capped.node("Text")), 21, accuracy: 0.001)
    assertFrame(
      capped.node("Text"), capped.node("Text").frame.minX, 0, capped.node("Text").frame.width, pixelCeil(21 * 2444 / 2048))
    let floored = layOut(
      Text("Floor").dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large), width: 400, height: 400,
      environment: sized(.xSmall))
    XCTAssertEqual(try drawnSize(floored), 15, accuracy: 0.001)
    let setInside = layOut(
      Text("Set").dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large), width: 400, height: 400)
    XCTAssertEqual(try drawnSize(setInside), 19, accuracy: 0.001)
    let limitedInside = layOut(
      Text("Set").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge), width: 400, height: 400)
    XCTAssertEqual(try drawnSize(limitedInside), 17, accuracy: 0.001)
  }

  func testTheEnvironmentValueIsTheLimitedSize() async {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility4
    XCTAssertTrue(environment.dynamicTypeSize.isAccessibilitySize)
    environment.limitDynamicTypeSize(to: .xSmall ... .xxxLarge)
    XCTAssertEqual(environment.dynamicTypeSize, .xxxLarge)
    XCTAssertFalse(environment.dynamicTypeSize.isAccessibilitySize)
    environment.limitDynamicTypeSize(to: .accessibility1 ... .accessibility2)
    XCTAssertEqual(environment.dynamicTypeSize, .xxxLarge, "ranges that do not meet keep the nearest end of the new one")
  }

  private struct Badge: View {
    @ScaledMetric var side: CGFloat = 20
    @ScaledMetric(relativeTo: .largeTitle) var bar: CGFloat = 34
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: side, height: side)
        Color.blue.frame(width: bar, height: 1)
      }
    }
  }

  // @ScaledMetric scales like body by default (20 × 40/17 at AX3 = 47.06, on the 3x grid 47)
  // and like its text style with `relativeTo:` (34 × 60/34 at AX5).
  func testScaledMetricScalesWithItsTextStyle() async {
    let large = layOut(Badge(), width: 400, height: 400)
    assertFrame(large.node("frame", 0), large.node("frame", 0).frame.minX, 0, 20, 20)
    let ax3 = layOut(Badge(), width: 400, height: 400, environment: sized(.accessibility3))
    assertFrame(ax3.node("frame", 0), ax3.node("frame", 0).frame.minX, 0, 47, 47)
    let ax5 = layOut(Badge(), width: 400, height: 400, environment: sized(.accessibility5))
    XCTAssertEqual(ax5.node("frame", 1).frame.width, 60, accuracy: 0.001)
    XCTAssertEqual(ax5.node("frame", 0).frame.width, pixelCeil(20 * 53 / 17), accuracy: 0.34)
    let capped = layOut(
      Badge().dynamicTypeSize(...DynamicTypeSize.large), width: 400, height: 400, environment: sized(.accessibility5))
    XCTAssertEqual(capped.node("frame", 0).frame.width, 20, accuracy: 0.001)
  }

  // Symbols are sized by the font they sit in, so they grow with its text style.
  func testSymbolsAndLabelsFollowTheirText() async {
    let large = layOut(Image(systemName: "star.fill").font(.body), width: 400, height: 400)
    let ax3 = layOut(Image(systemName: "star.fill").font(.body), width: 400, height: 400, environment: sized(.accessibility3))
    XCTAssertEqual(ax3.frame.height / large.frame.height, 40.0 / 17, accuracy: 0.05)
    let label = layOut(Label("Star", systemImage: "star.fill"), width: 400, height: 400, environment: sized(.accessibility3))
    XCTAssertEqual(label.node("Image").frame.height, ax3.frame.height, accuracy: 0.34)
  }
}
