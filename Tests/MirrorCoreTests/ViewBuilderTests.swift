import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

private struct Branches: View {
  let flag: Bool
  let name: String?
  let count: Int

  var body: some View {
    VStack {
      let doubled = count * 2
      Text("count \(doubled)")
      if flag {
        Text("yes")
      } else {
        Text("no")
      }
      if let name {
        Text(name)
      }
      switch count {
      case 0: Text("zero")
      case 1...3: Text("few")
      default: EmptyView()
      }
      if #available(iOS 17.0, *) {
        Text("available")
      }
      Text("a")
      Text("b")
      Text("c")
      Text("d")
      Text("e")
      Text("f")
      Text("g")
      Text("h")
      Text("i")
      Text("j")
      Text("k")
    }
  }
}

/// Every family, then `@unknown default` for families a later SDK adds, as widget code
/// written against Apple's non-frozen `WidgetFamily` does.
private struct UnknownDefault: View {
  let family: WidgetFamily
  var body: some View {
    switch family {
    case .systemSmall: Text("small")
    case .systemMedium: Text("medium")
    case .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: Text("large")
    case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: Text("accessory")
    @unknown default: Text("other")
    }
  }
}

@MainActor final class ViewBuilderTests: XCTestCase {
  func testBranchesPickTheirViewsAndLetDeclarationsWork() async {
    let texts = resolve(Branches(flag: true, name: "Ana", count: 2)).texts
    XCTAssertEqual(Array(texts.prefix(5)), ["count 4", "yes", "Ana", "few", "available"])
    XCTAssertEqual(texts.count, 16)
  }

  func testElseBranchOptionalNilAndEmptySwitchCase() async {
    let texts = resolve(Branches(flag: false, name: nil, count: 9)).texts
    XCTAssertEqual(Array(texts.prefix(3)), ["count 18", "no", "available"])
  }

  func testUnknownDefaultCompilesAndPicksTheCase() async {
    XCTAssertEqual(resolve(UnknownDefault(family: .systemMedium)).texts, ["medium"])
    XCTAssertEqual(resolve(UnknownDefault(family: .systemLarge)).texts, ["large"])
    XCTAssertEqual(resolve(UnknownDefault(family: .accessoryInline)).texts, ["accessory"])
  }

  func testGroupsAndTuplesFlattenIntoTheirParent() async {
    let node = resolve(
      HStack {
        Group {
          Text("1")
          Text("2")
        }
        EmptyView()
        Optional(Text("3"))
        AnyView(Text("4"))
      })
    guard case .stack(.horizontal, _, _, let children) = node.kind else { return XCTFail("not an HStack") }
    XCTAssertEqual(children.count, 4)
    XCTAssertEqual(node.texts, ["1", "2", "3", "4"])
  }

  func testModifierOnAGroupAppliesToEachMember() async {
    let nodes = resolveAll(
      Group {
        Text("a")
        Text("b")
      }.padding(4))
    XCTAssertEqual(nodes.map(\.viewType), ["padding", "padding"])
  }

  func testCustomViewModifierWrapsContent() async {
    struct Card: ViewModifier {
      func body(content: Content) -> some View {
        content.padding(8).background(Color.red)
      }
    }
    let node = resolve(Text("x").modifier(Card()))
    XCTAssertEqual(node.viewType, "background")
    XCTAssertEqual(node.traits.definedBy, ["Card"])
    XCTAssertEqual(node.texts, ["x"])
  }

  func testUserViewsAreRecordedOnTheirNodes() async {
    struct Badge: View {
      var body: some View { Text("+2") }
    }
    struct Row: View {
      var body: some View { Badge() }
    }
    XCTAssertEqual(resolve(Row()).traits.definedBy, ["Badge", "Row"])
  }
}
