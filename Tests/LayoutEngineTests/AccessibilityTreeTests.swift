import AppIntents
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

private struct RefreshIntent: AppIntent {
  static let title: LocalizedStringResource = "Refresh"
  func perform() async throws -> some IntentResult { .result() }
}

/// The accessibility tree, rule by rule: which elements VoiceOver visits, in which order,
/// saying what, at which frame.
@MainActor final class AccessibilityTreeTests: XCTestCase {
  private func elements(_ view: some View, family: WidgetFamily = .systemMedium) -> [AccessibilityElement] {
    layOutWidget(view, family: family).accessibilityElements
  }

  private func widget(_ view: some View, family: WidgetFamily = .systemMedium) -> RenderedWidget {
    layOutWidget(view, family: family)
  }

  func testEachTextIsAStaticTextElementAtItsFrame() async {
    let rendered = widget(
      VStack {
        Text("Steps")
        Text("8,204")
      })
    let texts = rendered.content.allNodes.filter { $0.text != nil }
    XCTAssertEqual(rendered.accessibilityElements.map(\.label), ["Steps", "8,204"])
    XCTAssertEqual(rendered.accessibilityElements.map(\.traits), [[.staticText], [.staticText]])
    XCTAssertEqual(rendered.accessibilityElements.map(\.frame), texts.map(\.frame))
  }

  func testCombineMakesOneElementOfTheChildrenAtTheContainersFrame() async {
    let rendered = widget(
      VStack {
        Text("Total")
        Text("$42.00")
      }.accessibilityElement(children: .combine))
    XCTAssertEqual(rendered.accessibilityElements.map(\.label), ["Total, $42.00"])
    XCTAssertEqual(rendered.accessibilityElements.first?.frame, rendered.content.frame)
  }

  func testIgnoreDropsTheChildrenForTheViewsOwnLabel() async {
    let labelled = elements(
      VStack {
        Text("8,204")
        Text("steps")
      }.accessibilityElement(children: .ignore).accessibilityLabel("Steps today"))
    XCTAssertEqual(labelled.map(\.label), ["Steps today"])
    XCTAssertEqual(labelled.first?.traits, [])
    let unlabelled = elements(
      VStack {
        Text("8,204")
        Text("steps")
      }.accessibilityElement())
    XCTAssertEqual(unlabelled.map(\.label), [""], "`.ignore` is the default and leaves no words")
  }

  func testContainKeepsTheChildrenReadTogether() async {
    let view = HStack {
      VStack {
        Text("A")
        Text("B")
      }.accessibilityElement(children: .contain)
      Text("C").accessibilitySortPriority(1)
    }
    XCTAssertEqual(elements(view).map(\.label), ["C", "A", "B"])
  }

  func testDecorativeImagesAndHiddenViewsAreLeftOut() async {
    let view = HStack {
      Image(decorative: "banner")
      Image("logo")
      Image("chart", label: Text("Weekly chart"))
      Text("secret").accessibilityHidden(true)
      VStack { Text("also hidden") }.accessibilityHidden(true)
      Text("shown")
    }
    let found = elements(view)
    XCTAssertEqual(found.map(\.label), ["logo", "Weekly chart", "shown"])
    XCTAssertEqual(found.map(\.traits), [[.image], [.image], [.staticText]])
  }

  func testSortPriorityReadsHigherFirstAmongSiblings() async {
    let view = VStack {
      Text("First")
      Text("Second").accessibilitySortPriority(2)
      Text("Third").padding(2).accessibilitySortPriority(1)
    }
    XCTAssertEqual(elements(view).map(\.label), ["Second", "Third", "First"])
  }

  func testHeadingAndTraitsAddAndRemove() async {
    let view = VStack {
      Text("Steps").accessibilityHeading(.h1)
      Text("Goal").accessibilityAddTraits(.isHeader)
      Text("Live").accessibilityAddTraits([.updatesFrequently, .isSelected]).accessibilityRemoveTraits(.isStaticText)
      Text("Padded").padding(4).accessibilityAddTraits(.isHeader)
    }
    let found = elements(view)
    XCTAssertEqual(
      found.map(\.traits),
      [[.header, .staticText], [.header, .staticText], [.selected, .updatesFrequently], [.header, .staticText]])
    XCTAssertEqual(found.first?.spokenText, "Steps, heading")
  }

  func testValueAndHintAreSpokenAfterTheLabel() async {
    let found = elements(
      Text("Steps").accessibilityValue("8,204 of 10,000").accessibilityHint("Opens the Health app"))
    XCTAssertEqual(found.first?.value, "8,204 of 10,000")
    XCTAssertEqual(found.first?.hint, "Opens the Health app")
    XCTAssertEqual(found.first?.spokenText, "Steps, 8,204 of 10,000. Opens the Health app")
  }

  func testALabelReplacesTheWordsOfWhatItNames() async {
    let found = elements(
      HStack {
        Image(systemName: "flame.fill")
        Text("320")
      }.accessibilityLabel("320 calories"))
    XCTAssertEqual(found.map(\.label), ["320 calories"])
    XCTAssertEqual(found.first?.traits, [.staticText], "the children's traits stay; text wins over image")
  }

  func testALabelsIconAndTitleAreOneElementReadByItsTitle() async {
    let found = elements(Label("Refresh", systemImage: "arrow.clockwise"))
    XCTAssertEqual(found.map(\.label), ["Refresh"])
    XCTAssertEqual(found.first?.traits, [.staticText])
    let iconOnly = elements(Label("Refresh", systemImage: "arrow.clockwise").labelStyle(.iconOnly))
    XCTAssertEqual(iconOnly.map(\.label), ["arrow.clockwise"], "with no title drawn, the icon speaks")
  }

  func testButtonLinkAndToggleAreOneElementEachWithTheirTraits() async {
    let view = VStack {
      Button(intent: RefreshIntent()) {
        HStack {
          Image(systemName: "arrow.clockwise")
          Text("Refresh")
        }
      }
      Link(destination: URL(string: "app://open")!) {
        Text("Open")
        Text("the app")
      }
      Toggle("Wi-Fi", isOn: true, intent: RefreshIntent())
      Toggle("Bluetooth", isOn: false, intent: RefreshIntent())
    }
    let found = elements(view, family: .systemLarge)
    XCTAssertEqual(found.map(\.label), ["arrow.clockwise, Refresh", "Open, the app", "Wi-Fi", "Bluetooth"])
    XCTAssertEqual(found.map(\.traits), [[.button], [.link], [.toggle], [.toggle]])
    XCTAssertEqual(found.map(\.value), [nil, nil, "on", "off"])
    XCTAssertEqual(
      found.map(\.spokenText),
      ["arrow.clockwise, Refresh, button", "Open, the app, link", "Wi-Fi, on, switch button", "Bluetooth, off, switch button"])
  }

  func testAButtonWithAnActionClosureIsAButtonToo() async {
    let found = elements(Button("Done") {})
    XCTAssertEqual(found.map(\.label), ["Done"])
    XCTAssertEqual(found.first?.traits, [.button])
  }

  func testWhatCannotBeSeenIsNoElement() async {
    let view = VStack(spacing: 0) {
      Text("Top")
      Color.clear.frame(height: 300)
      Text("Far below")
    }
    .frame(height: 100, alignment: .top).clipped()
    XCTAssertEqual(elements(view, family: .systemSmall).map(\.label), ["Top"])
  }
}
