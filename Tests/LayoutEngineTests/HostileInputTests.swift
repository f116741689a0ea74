import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class HostileInputTests: XCTestCase {
  private func assertFinite(_ node: RenderNode, file: StaticString = #filePath, line: UInt = #line) {
    var count = 0
    for each in node.allNodes {
      let f = each.frame
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0) {
        XCTFail("non-finite frame \(f) in \(each.viewType)", file: file, line: line)
        return
      }
      count += 1
    }
    XCTAssertGreaterThan(count, 0, file: file, line: line)
  }

  func testNaNNegativeAndInfiniteFrames() async {
    let root = layOut(
      VStack {
        Color.red.frame(width: .nan, height: .infinity)
        Color.red.frame(width: -5, height: -5)
        Color.red.frame(minWidth: .nan, idealWidth: .infinity, maxWidth: -3, minHeight: .infinity, maxHeight: .nan)
        Text("x").padding(.nan).offset(x: .infinity, y: .nan).position(x: .nan, y: .infinity)
        Color.red.aspectRatio(.nan, contentMode: .fit).aspectRatio(-1, contentMode: .fill)
        Color.red.scaleEffect(.infinity).rotationEffect(.radians(.nan)).opacity(.nan).blur(radius: .infinity)
      }, width: 300, height: 300)
    assertFinite(root)
    let widget = layOutWidget(Color.red.frame(width: .infinity, height: .infinity), family: .systemSmall)
    assertFinite(widget.content)
  }

  func testInfiniteAndNaNProposals() async {
    assertFinite(
      layOut(
        HStack {
          Color.red
          Text("a")
        }, width: .infinity, height: .infinity))
    assertFinite(
      layOut(
        HStack {
          Color.red
          Text("a")
        }, width: .nan, height: -10))
  }

  func testEmptyStrings() async {
    let root = layOut(
      VStack {
        Text("")
        Text("").lineLimit(1)
        HStack {
          Text("")
          Text("")
        }
      }, width: 100, height: 100)
    assertFinite(root)
  }

  func testTenThousandCharacterString() async {
    let string = String(repeating: "Lorem ipsum dolor sit amet ", count: 371)
    let root = layOut(Text(string), width: 200, height: nil)
    assertFinite(root)
    XCTAssertGreaterThan(root.frame.height, 1000)
    let limited = layOut(Text(string).lineLimit(3), width: 200, height: nil)
    assertClose(limited.frame.height, bodyLines(3))
  }

  func testTwoHundredDeepNesting() async {
    var view = AnyView(Text("deep"))
    for level in 0..<200 {
      switch level % 4 {
      case 0: view = AnyView(HStack { view })
      case 1:
        view = AnyView(
          VStack {
            view
            Spacer(minLength: 0)
          })
      case 2: view = AnyView(view.padding(0.5))
      default: view = AnyView(ZStack { view }.frame(maxWidth: .infinity))
      }
    }
    let root = layOut(view, width: 300, height: 300)
    assertFinite(root)
    XCTAssertEqual(root.nodes("Text").count, 1)
  }

  func testTenThousandForEachItems() async {
    let root = layOut(
      VStack(spacing: 0) {
        ForEach(0..<10_000) { index in Color.red.frame(height: 1) }
      }, width: 100, height: 500)
    assertFinite(root)
    assertClose(root.frame.height, 10_000)
    assertFrame(root.node("frame", 9_999), 0, 9_999, 100, 1)
  }

  func testTenThousandItemsInAGrid() async {
    let root = layOut(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) {
        ForEach(0..<10_000) { _ in Text("1") }
      }, width: 300, height: 300)
    assertFinite(root)
  }
}
