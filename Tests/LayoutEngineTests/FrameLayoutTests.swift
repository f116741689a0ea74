import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class FrameLayoutTests: XCTestCase {
  let hiWidth = pixelCeil(measured("Hi").size.width)
  let lineHeight: CGFloat = bodyLine

  func testFixedFrameCentresItsChild() async {
    let root = layOut(Text("Hi").frame(width: 100, height: 50), width: 300, height: 300)
    assertFrame(root, 0, 0, 100, 50)
    assertFrame(root.node("Text"), (100 - hiWidth) / 2, (50 - lineHeight) / 2, hiWidth, lineHeight)
  }

  func testFixedFrameTopLeadingAlignment() async {
    let root = layOut(Text("Hi").frame(width: 100, height: 50, alignment: .topLeading), width: 300, height: 300)
    assertFrame(root.node("Text"), 0, 0, hiWidth, lineHeight)
  }

  func testFixedFrameBottomTrailingAlignment() async {
    let root = layOut(Text("Hi").frame(width: 100, height: 50, alignment: .bottomTrailing), width: 300, height: 300)
    assertFrame(root.node("Text"), 100 - hiWidth, 50 - lineHeight, hiWidth, lineHeight)
  }

  func testFrameWithOnlyWidthTakesChildHeight() async {
    let root = layOut(Text("Hi").frame(width: 100), width: 300, height: 300)
    assertFrame(root, 0, 0, 100, lineHeight)
  }

  func testFixedFrameIgnoresTheProposal() async {
    let root = layOut(Color.red.frame(width: 300, height: 20), width: 100, height: 100)
    assertFrame(root, 0, 0, 300, 20)
  }

  func testChildWiderThanFrameOverflowsCentred() async {
    let root = layOut(Color.red.frame(width: 200, height: 20).frame(width: 100), width: 300, height: 300)
    assertFrame(root, 0, 0, 100, 20)
    assertFrame(root.children[0], -50, 0, 200, 20)
  }

  /// `frame(maxWidth: .infinity)` takes the width offered (Apple, "frame(minWidth:idealWidth:
  /// maxWidth:minHeight:idealHeight:maxHeight:alignment:)").
  func testMaxWidthInfinityFillsTheProposal() async {
    let root = layOut(Text("Hi").frame(maxWidth: .infinity), width: 300, height: 300)
    assertFrame(root, 0, 0, 300, lineHeight)
    assertFrame(root.node("Text"), (300 - hiWidth) / 2, 0, hiWidth, lineHeight)
  }

  func testMaxWidthInfinityWithLeadingAlignment() async {
    let root = layOut(Text("Hi").frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 300)
    assertFrame(root.node("Text"), 0, 0, hiWidth, lineHeight)
  }

  func testMaxInfinityBothAxes() async {
    let root = layOut(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity), width: 300, height: 200)
    assertFrame(root, 0, 0, 300, 200)
    assertFrame(root.node("Text"), (300 - hiWidth) / 2, (200 - lineHeight) / 2, hiWidth, lineHeight)
  }

  func testMinWidthGrowsSmallChild() async {
    let root = layOut(Text("Hi").frame(minWidth: 100), width: 300, height: 300)
    assertFrame(root, 0, 0, 100, lineHeight)
  }

  func testMaxWidthLimitsFlexibleChild() async {
    let root = layOut(Color.red.frame(maxWidth: 50), width: 300, height: 40)
    assertFrame(root, 0, 0, 50, 40)
  }

  func testMinAndMaxHeightClampTheProposal() async {
    assertFrame(layOut(Color.red.frame(minHeight: 20, maxHeight: 40), width: 100, height: 100), 0, 0, 100, 40)
    assertFrame(layOut(Color.red.frame(minHeight: 20, maxHeight: 40), width: 100, height: 10), 0, 0, 100, 20)
  }

  func testIdealWidthUsedWhenFixedSize() async {
    let root = layOut(Color.red.frame(idealWidth: 77).fixedSize(), width: 300, height: 300)
    assertFrame(root, 0, 0, 77, 10)
  }

  func testMaxBelowMinIsRaisedToMin() async {
    let root = layOut(Color.red.frame(minWidth: 60, maxWidth: 20), width: 300, height: 10)
    assertClose(root.frame.width, 60)
  }

  func testInvalidFrameDimensionsAreSanitised() async {
    let root = layOut(Color.red.frame(width: -10, height: .nan), width: 100, height: 70)
    assertFrame(root, 0, 0, 0, 70)
    let infinite = layOut(Color.red.frame(width: .infinity, height: 5), width: 100, height: 70)
    assertFrame(infinite, 0, 0, 100, 5)
  }

  func testPaddingDefaultIsSixteen() async {
    let root = layOut(Text("Hi").padding(), width: 300, height: 300)
    assertFrame(root, 0, 0, hiWidth + 32, lineHeight + 32)
    assertFrame(root.node("Text"), 16, 16, hiWidth, lineHeight)
  }

  func testHorizontalPaddingShrinksTheProposal() async {
    let root = layOut(Color.red.padding(.horizontal, 10), width: 100, height: 50)
    assertFrame(root.node("Color"), 10, 0, 80, 50)
  }

  func testPaddingEdgeInsets() async {
    let root = layOut(
      Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: 100,
      height: 100)
    assertFrame(root, 0, 0, 16, 14)
    assertFrame(root.node("frame"), 2, 1, 10, 10)
  }

  func testNegativePadding() async {
    let root = layOut(Color.red.frame(width: 100, height: 100).padding(-10), width: 300, height: 300)
    assertFrame(root, 0, 0, 80, 80)
    assertFrame(root.node("frame"), -10, -10, 100, 100)
  }

  func testFixedSizeTextDoesNotWrap() async {
    let string = "This sentence is much wider than fifty points"
    let root = layOut(Text(string).fixedSize(), width: 50, height: 50)
    assertClose(root.frame.width, pixelCeil(measured(string).size.width))
    assertClose(root.frame.height, lineHeight)
  }

  /// `fixedSize(horizontal: false, vertical: true)` lets text wrap but take all the lines it
  /// needs (Apple, "fixedSize(horizontal:vertical:)").
  func testVerticalFixedSizeWrapsAndGrows() async {
    let string = "This sentence is much wider than one hundred points"
    let root = layOut(Text(string).fixedSize(horizontal: false, vertical: true).frame(height: 30), width: 100, height: 300)
    let text = root.node("Text")
    XCTAssertLessThanOrEqual(text.frame.width, 100)
    assertClose(text.frame.height, bodyLines(measured(string, width: 100).lines.count))
    XCTAssertGreaterThan(text.frame.height, 30)
  }

  /// `fixedSize` lays its child out again at the ideal length it found on the fixed axis, so
  /// flexible siblings of a wrapped text in a stack take the text's height (a bar beside it).
  func testVerticalFixedSizeProposesTheIdealHeightToItsChild() async {
    let string = "This sentence is much wider than one hundred points"
    let root = layOut(
      HStack(spacing: 0) {
        Color.red.frame(width: 4)
        Text(string)
      }.fixedSize(horizontal: false, vertical: true), width: 104, height: 300)
    let text = root.node("Text").frame
    XCTAssertGreaterThan(text.height, 30, "the text wraps")
    let stack = root.node("HStack").frame
    assertFrame(root.node("frame"), stack.minX, stack.minY, 4, text.height)
    assertClose(stack.height, text.height)
  }

  func testHorizontalFixedSizeProposesTheIdealWidthToItsChild() async {
    let root = layOut(
      VStack(spacing: 0) {
        Text("Wide enough label")
        Color.red.frame(height: 2)
      }.fixedSize(horizontal: true, vertical: false), width: 300, height: 300)
    let textWidth = root.node("Text").frame.width
    assertClose(root.node("frame").frame.width, textWidth)
    assertClose(root.node("VStack").frame.width, textWidth)
  }

  func testFixedSizeShapeIsTenByTen() async {
    assertFrame(layOut(Circle().fixedSize(), width: 300, height: 300), 0, 0, 10, 10)
  }

  func testBackgroundTakesTheViewsSize() async {
    let root = layOut(Text("Hi").padding(4).background(Color.yellow), width: 300, height: 300)
    assertFrame(root.node("Rectangle"), 0, 0, hiWidth + 8, lineHeight + 8)
    XCTAssertEqual(root.children.first?.viewType, "Rectangle", "background draws first")
  }

  func testOverlayAlignment() async {
    let root = layOut(
      Color.red.frame(width: 100, height: 100).overlay(Text("Hi"), alignment: .topLeading), width: 300, height: 300)
    assertFrame(root, 0, 0, 100, 100)
    assertFrame(root.node("Text"), 0, 0, hiWidth, lineHeight)
    XCTAssertEqual(root.children.last?.viewType, "Text", "overlay draws last")
  }

  func testOverlayLargerThanViewDoesNotChangeSize() async {
    let root = layOut(
      Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 40, height: 40)), width: 300, height: 300)
    assertFrame(root, 0, 0, 20, 20)
    assertFrame(root.node("frame", 1), -10, -10, 40, 40)
  }

  func testBackgroundWithBottomTrailingAlignment() async {
    let root = layOut(
      Color.red.frame(width: 50, height: 50).background(alignment: .bottomTrailing) {
        Color.blue.frame(width: 10, height: 10)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 0), 40, 40, 10, 10)
  }

  /// A shape overlay is proposed the view's size (Apple, "overlay(alignment:content:)").
  func testShapeOverlayMatchesTheView() async {
    let root = layOut(Text("Hello").padding(8).overlay(Capsule().stroke(Color.blue)), width: 300, height: 300)
    XCTAssertEqual(root.node("Capsule").frame, root.frame)
  }

  func testPositionCentresChildAtPointAndTakesProposal() async {
    let root = layOut(Color.red.frame(width: 20, height: 20).position(x: 50, y: 50), width: 200, height: 100)
    assertFrame(root, 0, 0, 200, 100)
    assertFrame(root.node("frame"), 40, 40, 20, 20)
  }

  func testOffsetMovesDrawingNotLayout() async {
    let root = layOut(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).offset(x: 10, y: 5)
        Color.blue.frame(width: 20, height: 20)
      }, width: 200, height: 100)
    let offset = root.node("offset")
    assertFrame(offset, 0, 0, 20, 20)
    XCTAssertEqual(offset.effects.transform, CGAffineTransform(translationX: 10, y: 5))
    assertFrame(root.node("frame", 1), 20, 0, 20, 20)
  }
}
