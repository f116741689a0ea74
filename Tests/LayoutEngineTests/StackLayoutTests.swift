import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class StackLayoutTests: XCTestCase {
  func testHStackDefaultSpacingAndCenterAlignment() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 50, height: 20)
        Color.blue.frame(width: 30, height: 40)
      }, width: 200, height: 100)
    assertFrame(root, 0, 0, 88, 40)
    assertFrame(root.node("frame", 0), 0, 10, 50, 20)
    assertFrame(root.node("frame", 1), 58, 0, 30, 40)
  }

  func testHStackExplicitZeroSpacing() async {
    let root = layOut(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 20)
        Color.blue.frame(width: 30, height: 20)
      }, width: 200, height: 100)
    assertFrame(root.node("frame", 1), 50, 0, 30, 20)
  }

  func testHStackTopAndBottomAlignment() async {
    let top = layOut(
      HStack(alignment: .top) {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 10, height: 40)
      }, width: 200, height: 100)
    assertFrame(top.node("frame", 0), 0, 0, 10, 20)
    let bottom = layOut(
      HStack(alignment: .bottom) {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 10, height: 40)
      }, width: 200, height: 100)
    assertFrame(bottom.node("frame", 0), 0, 20, 10, 20)
  }

  func testVStackHorizontalAlignments() async {
    func second(_ alignment: HorizontalAlignment) -> RenderNode {
      layOut(
        VStack(alignment: alignment) {
          Color.red.frame(width: 50, height: 20)
          Color.blue.frame(width: 30, height: 10)
        }, width: 200, height: 100
      ).node("frame", 1)
    }
    assertFrame(second(.leading), 0, 28, 30, 10)
    assertFrame(second(.center), 10, 28, 30, 10)
    assertFrame(second(.trailing), 20, 28, 30, 10)
  }

  func testTwoFlexibleViewsShareEqually() async {
    let root = layOut(
      HStack {
        Color.red
        Color.blue
      }, width: 200, height: 100)
    assertFrame(root.node("Color", 0), 0, 0, 96, 100)
    assertFrame(root.node("Color", 1), 104, 0, 96, 100)
  }

  func testThreeFlexibleViewsShareEqually() async {
    let root = layOut(
      HStack {
        Color.red
        Color.green
        Color.blue
      }, width: 300, height: 50)
    let width = (300 - 16) / 3.0
    assertFrame(root.node("Color", 2), 2 * (width + 8), 0, width, 50)
  }

  func testFixedChildThenFlexibleTakesTheRest() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 50)
        Color.blue
      }, width: 200, height: 100)
    assertFrame(root.node("Color", 1), 58, 0, 142, 100)
  }

  /// The least flexible child is sized first (objc.io, "Thinking in SwiftUI", stack layout):
  /// a short text takes its ideal width and the rectangle gets the rest.
  func testLeastFlexibleChildIsSizedFirst() async {
    let root = layOut(
      HStack {
        Text("Hi")
        Rectangle()
      }, width: 200, height: 50)
    let textWidth = root.node("Text").frame.width
    assertClose(textWidth, pixelCeil(measured("Hi").size.width))
    assertFrame(root.node("Rectangle"), textWidth + 8, 0, 200 - 8 - textWidth, 50)
  }

  func testLayoutPriorityIsServedFirst() async {
    let root = layOut(
      HStack {
        Color.red.frame(maxWidth: 100)
        Color.blue.layoutPriority(1)
      }, width: 200, height: 50)
    assertFrame(root.node("Color", 1), 8, 0, 192, 50)
    assertClose(root.node("frame").frame.width, 0)
  }

  func testLayoutPriorityReservesMinimumOfLowerPriorities() async {
    let root = layOut(
      HStack {
        Color.red.frame(minWidth: 40)
        Color.blue.layoutPriority(1)
      }, width: 200, height: 50)
    assertFrame(root.node("Color", 1), 48, 0, 152, 50)
  }

  func testTwoLongTextsSplitTheWidth() async {
    let long = "A fairly long sentence that must wrap"
    let root = layOut(
      HStack {
        Text(long)
        Text(long)
      }, width: 200, height: 200)
    for text in root.nodes("Text") { XCTAssertLessThanOrEqual(text.frame.width, 96.5) }
    XCTAssertGreaterThan(root.node("Text").text!.layout.lines.count, 1)
  }

  func testSpacerPushesViewsApart() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 20)
        Spacer()
        Color.blue.frame(width: 20)
      }, width: 200, height: 30)
    assertFrame(root.node("Spacer"), 28, 15, 144, 0)
    assertFrame(root.node("frame", 1), 180, 0, 20, 30)
  }

  func testSpacerKeepsItsMinimumLengthWhenSpaceRunsOut() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 100)
        Spacer(minLength: 30)
        Color.blue.frame(width: 100)
      }, width: 200, height: 30)
    assertClose(root.node("Spacer").frame.width, 30)
    assertClose(root.frame.width, 246)
  }

  func testSpacerInVStackTakesRemainingHeight() async {
    let root = layOut(
      VStack {
        Color.red.frame(height: 20)
        Spacer()
      }, width: 100, height: 200)
    assertFrame(root.node("Spacer"), 50, 28, 0, 172)
    assertFrame(root.node("frame"), 0, 0, 100, 20)
  }

  func testSpacerMinLengthZeroWithZeroSpacing() async {
    let root = layOut(
      HStack(spacing: 0) {
        Spacer(minLength: 0)
        Color.red.frame(width: 40, height: 10)
      }, width: 100, height: 10)
    assertFrame(root.node("frame"), 60, 0, 40, 10)
  }

  /// A spacer inside a layout modifier (`frame`, `padding`) is an ordinary flexible child to
  /// its stack: flexible children of equal flexibility share the space equally.
  func testFramedSpacerSharesSpaceWithAnotherFlexibleChild() async {
    let root = layOut(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: .infinity)
        Spacer().frame(maxWidth: .infinity)
      }, width: 200, height: 30)
    assertFrame(root.node("frame", 0), 0, 0, 100, 30)
    assertClose(root.node("frame", 1).frame.minX, 100)
    assertClose(root.node("frame", 1).frame.width, 100)
    assertClose(root.node("Spacer").frame.width, 100)

    let three = layOut(
      HStack(spacing: 0) {
        Spacer().frame(maxWidth: .infinity)
        Color.red
        Spacer().padding(0)
      }, width: 300, height: 30)
    XCTAssertEqual(three.nodes("Spacer").map(\.frame.width), [100, 100])
    assertClose(three.node("Color").frame.width, 100)
  }

  /// A bare spacer, or one under modifiers that leave its layout alone, gives way to every
  /// other child first.
  func testSpacerUnderDrawingModifiersStillGivesWay() async {
    let root = layOut(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: .infinity)
        Spacer().opacity(0.5).background(Color.blue)
      }, width: 200, height: 30)
    assertClose(root.node("frame").frame.width, 192)
    assertClose(root.node("Spacer").frame.width, 8)
  }

  func testSpacerIdealSizeIsMinLength() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 10, height: 10)
        Spacer()
      }.fixedSize(), width: 100, height: 100)
    assertClose(root.node("HStack").frame.width, 10 + 8 + 8)
  }

  func testStackIdealSizeOfShapesIsTen() async {
    let root = layOut(
      VStack {
        Color.red
        Color.blue
      }, width: nil, height: nil)
    assertFrame(root, 0, 0, 10, 28)
  }

  /// Two texts in a VStack sit the leading of the smaller font apart (reference: "between
  /// two Texts it is derived from the font").
  func testSpacingBetweenTextsComesFromTheFont() async {
    let root = layOut(
      VStack {
        Text("A")
        Text("B")
      }, width: 200, height: 200)
    let first = root.node("Text", 0)
    let second = root.node("Text", 1)
    let leading = TextEngine.shared.metrics(for: FontSpec(textStyle: .body)).leading
    assertClose(second.frame.minY - first.frame.maxY, leading)
    XCTAssertLessThan(leading, 8)
  }

  func testSpacingBetweenTextsUsesTheSmallerFont() async {
    let root = layOut(
      VStack {
        Text("Title").font(.largeTitle)
        Text("caption").font(.caption)
      }, width: 300, height: 300)
    let gap = root.node("Text", 1).frame.minY - root.node("Text", 0).frame.maxY
    assertClose(gap, TextEngine.shared.metrics(for: FontSpec(textStyle: .caption)).leading)
  }

  func testTextsSideBySideGetStandardSpacing() async {
    let root = layOut(
      HStack {
        Text("A")
        Text("B")
      }, width: 200, height: 100)
    assertClose(root.node("Text", 1).frame.minX - root.node("Text", 0).frame.maxX, 8)
  }

  func testVStackZeroSpacingBetweenTexts() async {
    let root = layOut(
      VStack(spacing: 0) {
        Text("A")
        Text("B")
      }, width: 200, height: 200)
    assertClose(root.node("Text", 1).frame.minY, root.node("Text", 0).frame.maxY)
  }

  func testFirstTextBaselineAlignsTextsOfDifferentSizes() async {
    let root = layOut(
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.largeTitle)
        Text("small").font(.caption)
      }, width: 300, height: 100)
    let big = root.node("Text", 0).text!
    let small = root.node("Text", 1).text!
    assertClose(big.origin.y + big.layout.firstBaseline, small.origin.y + small.layout.firstBaseline)
    XCTAssertGreaterThan(small.origin.y, big.origin.y)
  }

  func testLastTextBaselineAlignsLastLines() async {
    let root = layOut(
      HStack(alignment: .lastTextBaseline) {
        Text("one two three four five six seven").frame(width: 60)
        Text("end").font(.title)
      }, width: 300, height: 300)
    let multi = root.node("Text", 0).text!
    let single = root.node("Text", 1).text!
    XCTAssertGreaterThan(multi.layout.lines.count, 1)
    assertClose(multi.origin.y + multi.layout.lastBaseline, single.origin.y + single.layout.lastBaseline)
  }

  func testBaselineOfViewWithoutTextIsItsBottom() async {
    let root = layOut(
      HStack(alignment: .firstTextBaseline) {
        Color.red.frame(width: 10, height: 10)
        Text("x")
      }, width: 200, height: 100)
    let text = root.node("Text").text!
    assertClose(root.node("frame").frame.maxY, text.origin.y + text.layout.firstBaseline)
  }

  func testDividerInVStackIsHorizontalHairline() async {
    let root = layOut(
      VStack {
        Color.red.frame(height: 10)
        Divider()
      }, width: 120, height: 100)
    assertFrame(root.node("Divider"), 0, 18, 120, 1.0 / 3)
  }

  func testDividerInHStackIsVerticalHairline() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 10, height: 10)
        Divider()
      }, width: 120, height: 50)
    let divider = root.node("Divider")
    assertClose(divider.frame.width, 1.0 / 3)
    assertClose(divider.frame.height, 50)
    guard case .fill(_, let paint, _) = divider.content else { return XCTFail("divider draws a fill") }
    XCTAssertEqual(paint, .color(RGBA(bytes: 60, 60, 67, 0.29)))
  }

  func testNestedStacks() async {
    let root = layOut(
      VStack(spacing: 4) {
        HStack(spacing: 2) {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 10)
        }
        Color.blue.frame(width: 40, height: 6)
      }, width: 200, height: 100)
    assertFrame(root, 0, 0, 40, 20)
    assertFrame(root.node("HStack"), 9, 0, 22, 10)
    assertFrame(root.node("frame", 1), 21, 0, 10, 10)
  }

  func testZStackIsUnionAndCentres() async {
    let root = layOut(
      ZStack {
        Color.red.frame(width: 100, height: 50)
        Color.blue.frame(width: 40, height: 80)
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 100, 80)
    assertFrame(root.node("frame", 0), 0, 15, 100, 50)
    assertFrame(root.node("frame", 1), 30, 0, 40, 80)
  }

  func testZStackTopLeadingAndBottomTrailing() async {
    let topLeading = layOut(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 100, height: 50)
        Color.blue.frame(width: 40, height: 20)
      }, width: 300, height: 300)
    assertFrame(topLeading.node("frame", 1), 0, 0, 40, 20)
    let bottomTrailing = layOut(
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 100, height: 50)
        Color.blue.frame(width: 40, height: 20)
      }, width: 300, height: 300)
    assertFrame(bottomTrailing.node("frame", 1), 60, 30, 40, 20)
  }

  func testZStackDrawsByZIndex() async {
    let root = layOut(
      ZStack {
        Color.red.frame(width: 10, height: 10).zIndex(1)
        Color.blue.frame(width: 20, height: 20)
      }, width: 100, height: 100)
    XCTAssertEqual(root.children.map(\.frame.width), [20, 10])
  }

  func testFlexibleViewsInZStackTakeTheProposal() async {
    let root = layOut(
      ZStack {
        Color.red
        Text("Hi")
      }, width: 120, height: 80)
    assertFrame(root, 0, 0, 120, 80)
    assertFrame(root.node("Color"), 0, 0, 120, 80)
  }
}
