import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// A bar whose height tells which family the view saw: 40 for large, 10 otherwise.
private func familyBar(_ family: WidgetFamily) -> some View {
  Color.red.frame(width: 10, height: family == .systemLarge ? 40 : 10)
}

private struct ForEachRows: View {
  @Environment(\.widgetFamily) var family
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<2) { _ in familyBar(family) }
    }
  }
}

private struct IdentifiedRows: View {
  struct Item: Identifiable { let id: Int }
  @Environment(\.widgetFamily) var family
  var body: some View {
    VStack(spacing: 0) {
      ForEach([Item(id: 1), Item(id: 2)]) { _ in familyBar(family) }
      ForEach([3, 4], id: \.self) { _ in familyBar(family) }
    }
  }
}

private struct GeometryContent: View {
  @Environment(\.widgetFamily) var family
  var body: some View {
    GeometryReader { _ in familyBar(family) }
  }
}

private struct LazyContainers: View {
  @Environment(\.widgetFamily) var family
  var body: some View {
    VStack(spacing: 0) {
      ViewThatFits { familyBar(family) }
      Grid { GridRow { ForEach(0..<1) { _ in familyBar(family) } } }
      LazyVGrid(columns: [GridItem(.fixed(10))]) { ForEach(0..<1) { _ in familyBar(family) } }
      Group { ForEach(0..<1) { _ in familyBar(family) } }
      Color.clear.frame(width: 10, height: 1).overlay { ForEach(0..<1) { _ in familyBar(family) } }
      Link(destination: URL(string: "app://x")!) { ForEach(0..<1) { _ in familyBar(family) } }
    }
  }
}

/// An environment change inside a body does not change what the body's own properties read.
private struct OwnerEnvironment: View {
  @Environment(\.widgetFamily) var family
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<1) { _ in familyBar(family) }
    }
    .environment(\.widgetFamily, .systemSmall)
  }
}

private struct FamilyModifier: ViewModifier {
  @Environment(\.widgetFamily) var family
  func body(content: Content) -> some View {
    VStack(spacing: 0) {
      content
      ForEach(0..<1) { _ in familyBar(family) }
    }
  }
}

@MainActor final class EnvironmentInClosureTests: XCTestCase {
  private func large<V: View>(_ view: V) -> RenderNode {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemLarge
    return layOut(view, width: 300, height: 600, environment: environment)
  }

  private func assertLargeBars(_ root: RenderNode, count: Int, file: StaticString = #filePath, line: UInt = #line) {
    let bars = root.allNodes.filter { $0.viewType == "Color" }.filter { $0.frame.width == 10 && $0.frame.height != 1 }
    XCTAssertEqual(bars.count, count, "bars", file: file, line: line)
    XCTAssertEqual(bars.map(\.frame.height), Array(repeating: 40, count: bars.count), file: file, line: line)
  }

  func testForEachClosureReadsTheEnvironmentOfItsView() async {
    assertLargeBars(large(ForEachRows()), count: 2)
    assertLargeBars(large(IdentifiedRows()), count: 4)
  }

  func testGeometryReaderContentReadsTheEnvironmentOfItsView() async {
    assertLargeBars(large(GeometryContent()), count: 1)
  }

  func testOtherContainersReadTheEnvironmentOfTheirView() async {
    assertLargeBars(large(LazyContainers()), count: 6)
  }

  func testClosureSeesItsViewsEnvironmentNotOneSetInsideTheBody() async {
    assertLargeBars(large(OwnerEnvironment()), count: 1)
  }

  func testViewModifierClosureReadsTheModifiersEnvironment() async {
    assertLargeBars(large(ForEachRows().modifier(FamilyModifier())), count: 3)
  }
}
