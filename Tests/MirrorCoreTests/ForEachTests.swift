import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

private struct Story: Identifiable {
  let id: String
  let title: String
}

@MainActor final class ForEachTests: XCTestCase {
  func testRangeElementsCarryTheirIndex() async {
    let node = resolve(HStack { ForEach(0..<4) { Text("card \($0)") } })
    XCTAssertEqual(node.children.map(\.traits.identity), [[0], [1], [2], [3]])
    XCTAssertEqual(node.texts, ["card 0", "card 1", "card 2", "card 3"])
  }

  func testIdentifiableElementsCarryTheirIDs() async {
    let stories = [Story(id: "b", title: "Beta"), Story(id: "a", title: "Alpha")]
    let node = resolve(VStack { ForEach(stories) { Text($0.title) } })
    XCTAssertEqual(node.children.map(\.traits.identity), [["b"], ["a"]])
  }

  func testKeyPathIDsAndIdentityKeptThroughModifiers() async {
    let words = ["x", "y"]
    let node = resolve(VStack { ForEach(words, id: \.self) { Text($0).padding(2) } })
    XCTAssertEqual(node.children.map(\.viewType), ["padding", "padding"])
    XCTAssertEqual(node.children.map(\.traits.identity), [["x"], ["y"]])
  }

  func testIdentityFollowsElementsWhenReordered() async {
    let first = resolve(VStack { ForEach(["a", "b", "c"], id: \.self) { Text($0) } })
    let second = resolve(VStack { ForEach(["c", "a", "b"], id: \.self) { Text($0) } })
    let identities = { (node: ViewNode) in Dictionary(uniqueKeysWithValues: node.children.map { ($0.traits.identity, $0.texts) })
    }
    XCTAssertEqual(identities(first), identities(second))
  }

  func testExplicitIDModifier() async {
    XCTAssertEqual(resolve(Text("t").id(42)).traits.identity, [42])
  }
}
