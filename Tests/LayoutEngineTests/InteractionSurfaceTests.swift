import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import XCTest

/// Gestures, menus, feedback and scrolling compile for code shared with the app; a widget
/// draws the view as it is, and a scroll view scrolled to its start.
@MainActor final class InteractionSurfaceTests: XCTestCase {
  func testInteractionModifiersLeaveTheViewAsItIs() async {
    let plain = layOut(Text("Tap").padding(4), width: 300, height: 300)
    let subject = PassthroughSubject<Int, Never>()
    let modified = layOut(
      Text("Tap").padding(4)
        .onTapGesture(count: 2) {}
        .onLongPressGesture(minimumDuration: 1) {}
        .gesture(DragGesture(minimumDistance: 4).onChanged { _ in }.onEnded { _ in })
        .simultaneousGesture(TapGesture().onEnded {})
        .highPriorityGesture(LongPressGesture().simultaneously(with: TapGesture()))
        .allowsHitTesting(false)
        .contextMenu { Text("Copy") }
        .help("Adds one")
        .sensoryFeedback(.impact(weight: .heavy), trigger: 1)
        .onOpenURL { _ in }
        .onReceive(subject) { _ in }
        .refreshable {}
        .preferredColorScheme(.dark),
      width: 300, height: 300)
    XCTAssertEqual(modified.frame, plain.frame)
    XCTAssertEqual(modified.texts, ["Tap"])
  }

  func testAScrollViewDrawsItsContentFromTheStartClipped() async {
    let rows = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<10) { _ in Color.red.frame(height: 40) }
      }
    }
    .frame(width: 100, height: 100)
    let root = layOut(rows, width: 300, height: 300)
    assertFrame(root, 0, 0, 100, 100)
    let first = root.nodes("Color").first
    XCTAssertEqual(first?.frame.minY, 0, "scrolled to the top")
    XCTAssertEqual(root.nodes("Color").count, 10)
    let horizontal = layOut(
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 0) { ForEach(0..<5) { _ in Color.blue.frame(width: 50) } }
      }
      .scrollIndicators(.hidden).frame(width: 120, height: 30), width: 300, height: 300)
    XCTAssertEqual(horizontal.nodes("Color").first?.frame.minX, 0, "scrolled to the leading edge")
    XCTAssertEqual(horizontal.nodes("Color").first?.frame.height, 30)
  }
}
