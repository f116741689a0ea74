import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

private struct FamilySwitch: View {
  @Environment(\.widgetFamily) var family: WidgetFamily

  @ViewBuilder
  var body: some View {
    switch family {
    case .systemSmall: Text("small")
    case .systemMedium: Text("medium")
    default: EmptyView()
    }
  }
}

private struct EnvironmentReader: View {
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.redactionReasons) var redactionReasons
  @Environment(\.widgetRenderingMode) var renderingMode
  @Environment(\.showsWidgetContainerBackground) var showsBackground
  @Environment(\.widgetContentMargins) var margins
  @Environment(\.displayScale) var displayScale
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  @Environment(\.locale) var locale
  @Environment(\.layoutDirection) var layoutDirection
  @Environment(\.calendar) var calendar
  @Environment(\.timeZone) var timeZone

  var body: some View {
    Text(
      "\(colorScheme == .dark ? "dark" : "light") \(redactionReasons.contains(.placeholder)) \(renderingMode) \(showsBackground)")
    Text("\(margins.top) \(displayScale) \(dynamicTypeSize == .xxLarge) \(locale.identifier) \(layoutDirection == .rightToLeft)")
    Text("\(calendar.identifier == .gregorian) \(timeZone.identifier)")
  }
}

private struct MoodKey: EnvironmentKey {
  static let defaultValue = "calm"
}

extension EnvironmentValues {
  fileprivate var mood: String {
    get { self[MoodKey.self] }
    set { self[MoodKey.self] = newValue }
  }
}

private struct MoodView: View {
  @Environment(\.mood) var mood
  var body: some View { Text(mood) }
}

@MainActor final class EnvironmentTests: XCTestCase {
  func testFamilySwitchPicksItsBranch() async {
    XCTAssertEqual(resolve(FamilySwitch()) { $0.widgetFamily = .systemSmall }.texts, ["small"])
    XCTAssertEqual(resolve(FamilySwitch()) { $0.widgetFamily = .systemMedium }.texts, ["medium"])
    XCTAssertEqual(resolveAll(FamilySwitch()) { $0.widgetFamily = .systemLarge }.count, 0)
  }

  func testEnvironmentValuesAreVisibleInBody() async {
    let texts = resolve(EnvironmentReader()) {
      $0.colorScheme = .dark
      $0.redactionReasons = .placeholder
      $0.widgetRenderingMode = .accented
      $0.showsWidgetContainerBackground = false
      $0.widgetContentMargins = EdgeInsets(top: 11, leading: 11, bottom: 11, trailing: 11)
      $0.displayScale = 2
      $0.dynamicTypeSize = .xxLarge
      $0.locale = Locale(identifier: "fr_FR")
      $0.layoutDirection = .rightToLeft
      $0.timeZone = TimeZone(identifier: "Asia/Shanghai")!
    }.texts
    XCTAssertEqual(texts, ["dark true accented false", "11.0 2.0 true fr_FR true", "true Asia/Shanghai"])
  }

  func testEnvironmentModifierReachesDescendantsOnly() async {
    let node = resolve(
      VStack {
        MoodView().environment(\.mood, "excited")
        MoodView()
      })
    XCTAssertEqual(node.texts, ["excited", "calm"])
  }

  func testCustomKeySetOnTheRoot() async {
    XCTAssertEqual(resolve(MoodView()) { $0.mood = "sleepy" }.texts, ["sleepy"])
  }

  func testRedactionReasonsPropagateAndUnredactedExempts() async {
    let node = resolve(
      VStack {
        Text("redacted")
        Text("kept").unredacted()
      }.redacted(reason: .placeholder))
    let texts = node.allNodes.filter { if case .text = $0.kind { true } else { false } }
    XCTAssertEqual(texts.map(\.environment.effectiveRedaction), [.placeholder, []])
  }

  func testPrivacyRedactionAppliesOnlyToSensitiveViews() async {
    let node = resolve(
      VStack {
        Text("public")
        Text("secret").privacySensitive()
      }
    ) { $0.redactionReasons = .privacy }
    let texts = node.allNodes.filter { if case .text = $0.kind { true } else { false } }
    XCTAssertEqual(texts.map(\.environment.effectiveRedaction), [[], .privacy])
    XCTAssertEqual(texts.map(\.traits.isPrivacySensitive), [false, true])
  }

  func testViewLevelFontAndForegroundReachText() async {
    let node = resolve(VStack { Text("t") }.font(.headline).foregroundColor(.red))
    guard let textNode = node.allNodes.first(where: { if case .text = $0.kind { true } else { false } }),
      case .text(let text) = textNode.kind
    else { return XCTFail("no text") }
    XCTAssertEqual(text.runs[0].font.textStyle, .headline)
    XCTAssertNil(text.runs[0].foreground)
    XCTAssertEqual(ForegroundStyle().resolve(in: textNode.environment), .color(RGBA(bytes: 255, 59, 48)))
  }

  func testTextLevelModifiersStyleTheRunNotTheEnvironment() async {
    let node = resolve(Text("t").font(.headline).foregroundColor(.red))
    guard case .text(let text) = node.kind else { return XCTFail("not text") }
    XCTAssertEqual(text.runs[0].font.textStyle, .headline)
    XCTAssertEqual(text.runs[0].foreground?.resolve(in: node.environment), .color(RGBA(bytes: 255, 59, 48)))
    XCTAssertTrue(node.environment.foregroundStyles.isEmpty)
  }
}
