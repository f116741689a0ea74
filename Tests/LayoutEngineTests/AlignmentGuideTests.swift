import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import LayoutEngine

/// A custom guide a quarter of the way across a view.
private struct QuarterAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

/// A custom guide that only explicit guides set (its default is the leading edge).
private struct LabelEdge: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
  fileprivate static let quarter = HorizontalAlignment(QuarterAlignment.self)
  fileprivate static let labelEdge = HorizontalAlignment(LabelEdge.self)
}

/// `alignmentGuide` and custom `AlignmentID`s: each child's guide is put on one line.
@MainActor final class AlignmentGuideTests: XCTestCase {
  // Apple, "Aligning views within a stack" (alignmentGuide(_:computeValue:)): a leading
  // guide moved to a view's trailing edge hangs the view to the left of the others.
  func testAnExplicitLeadingGuideAtTheTrailingEdgeHangsTheViewLeft() async {
    let root = layOut(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        Color.blue.frame(width: 60, height: 10)
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 100, 20)
    assertFrame(root.node("frame", 0), 0, 0, 40, 10)
    assertFrame(root.node("frame", 1), 40, 10, 60, 10)
  }

  func testTheLastGuideSetWinsAndOtherKeysAreUntouched() async {
    let root = layOut(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
          .alignmentGuide(.leading) { _ in 5 }
          .alignmentGuide(.trailing) { _ in 100 }
          .alignmentGuide(.leading) { _ in 20 }
        Color.blue.frame(width: 60, height: 10)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 0), 0, 0, 40, 10)
    assertFrame(root.node("frame", 1), 20, 10, 60, 10)
  }

  // Apple, "AlignmentID": a custom alignment takes its default value until a view sets it.
  func testACustomAlignmentUsesItsDefaultValue() async {
    let root = layOut(
      VStack(alignment: .quarter, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 80, height: 10)
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 80, 20)
    assertFrame(root.node("frame", 0), 10, 0, 40, 10)
    assertFrame(root.node("frame", 1), 0, 10, 80, 10)
  }

  func testHStackVerticalGuides() async {
    let root = layOut(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 10, height: 40).alignmentGuide(.top) { d in d[VerticalAlignment.center] }
        Color.blue.frame(width: 10, height: 10)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 0), 0, 0, 10, 40)
    assertFrame(root.node("frame", 1), 10, 20, 10, 10)
  }

  func testFramesAndOverlaysMeetTheChildsGuide() async {
    let framed = layOut(
      Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }.frame(
        width: 100, height: 20, alignment: .leading),
      width: 300, height: 300)
    assertFrame(framed.node("frame", 1), 10, 0, 20, 20)
    let badge = layOut(
      Color.red.frame(width: 100, height: 100).overlay(alignment: .topTrailing) {
        Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[.bottom] }.alignmentGuide(.trailing) { d in
          d[.leading]
        }
      }, width: 300, height: 300)
    assertFrame(badge.node("frame", 1), 100, -10, 10, 10)
  }

  // Apple, "Aligning views across stacks" (AlignmentID): a custom guide set on a view inside
  // a nested stack lines that view up with its counterparts in the other stacks.
  func testAGuideInsideNestedStacksAlignsAcrossThem() async {
    let root = layOut(
      VStack(alignment: .labelEdge, spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 30, height: 10)
          Color.blue.frame(width: 20, height: 10).alignmentGuide(.labelEdge) { d in d[.leading] }
        }
        HStack(spacing: 0) {
          Color.red.frame(width: 50, height: 10)
          Color.blue.frame(width: 20, height: 10).alignmentGuide(.labelEdge) { d in d[.leading] }
        }
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 70, 20)
    assertFrame(root.node("frame", 1), 50, 0, 20, 10)
    assertFrame(root.node("frame", 3), 50, 10, 20, 10)
    assertFrame(root.node("frame", 0), 20, 0, 30, 10)
  }

  func testAGuideStaysWithItsViewInsidePadding() async {
    let root = layOut(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.leading] }.padding(.leading, 10)
        Color.blue.frame(width: 40, height: 10)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 0), 10, 0, 20, 10)
    assertFrame(root.node("frame", 1), 10, 10, 40, 10)
  }
}
