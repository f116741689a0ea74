import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import XCTest

/// `kerning`, `tracking` and `baselineOffset` on a view reach every text inside it, as the
/// `Text` modifiers of the same names do; a text's own setting wins.
@MainActor final class TextDecorationModifierTests: XCTestCase {
  func testKerningOnAViewSpacesEveryTextInsideAsOnTheText() async {
    let plain = layOut(Text("Widget"), width: 300, height: 100).node("Text").frame.width
    let onText = layOut(Text("Widget").kerning(3), width: 300, height: 100).node("Text").frame.width
    let onStack = layOut(VStack { Text("Widget") }.kerning(3), width: 300, height: 100).node("Text").frame.width
    // Six characters, three points after each.
    assertClose(onText - plain, 18)
    assertClose(onStack, onText)
  }

  func testTrackingOnAViewAndATextsOwnSettingWins() async {
    let plain = layOut(Text("Widget"), width: 300, height: 100).node("Text").frame.width
    let tracked = layOut(HStack { Text("Widget") }.tracking(2), width: 300, height: 100).node("Text").frame.width
    assertClose(tracked - plain, 12)
    let own = layOut(HStack { Text("Widget").tracking(0) }.tracking(2), width: 300, height: 100).node("Text").frame.width
    assertClose(own, plain)
  }

  func testBaselineOffsetOnAViewRaisesTheText() async throws {
    let plain = layOut(Text("Up"), width: 300, height: 100).node("Text")
    let raised = layOut(ZStack { Text("Up") }.baselineOffset(6), width: 300, height: 100).node("Text")
    XCTAssertGreaterThan(raised.frame.height, plain.frame.height)
    let raisedRun = try XCTUnwrap(raised.text?.layout.lines.first?.glyphRuns.first?.positions.first)
    let plainRun = try XCTUnwrap(plain.text?.layout.lines.first?.glyphRuns.first?.positions.first)
    XCTAssertEqual(raisedRun.y, plainRun.y - 6, accuracy: 0.01, "the glyphs 6 pt above their baseline")
  }

  func testUnderlineAndStrikethroughOnAViewReachTheTextsRuns() async throws {
    func firstRun(_ view: some View) throws -> ResolvedText.Run {
      let texts = resolve(view).allNodes.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
      return try XCTUnwrap(texts.first?.runs.first)
    }
    let underlined = try firstRun(VStack { Text("a") }.underline(color: .red))
    XCTAssertEqual(underlined.underline, .red)
    XCTAssertNil(underlined.strikethrough)
    XCTAssertEqual(try firstRun(VStack { Text("a") }.strikethrough()).strikethrough, .primary)
    XCTAssertNil(try firstRun(VStack { Text("a").underline(false) }.underline()).underline, "the text's own setting wins")
    XCTAssertEqual(try firstRun(Text("a").underline(pattern: .dash, color: .blue)).underline, .blue)
  }

  func testScaleWidthLanguageAndSpeechLeaveTheTextAsItIs() async {
    let plain = layOut(Text("Widget"), width: 300, height: 100).frame
    let text = Text("Widget").textScale(.secondary).fontWidth(.condensed).speechSpellsOutCharacters()
      .speechAdjustedPitch(0.5).typesettingLanguage(Locale.Language(identifier: "en"))
    XCTAssertEqual(layOut(text, width: 300, height: 100).frame, plain)
    let view = HStack { Text("Widget") }.textScale(.secondary).fontWidth(.expanded).speechAnnouncementsQueued()
      .font(.body.width(.condensed).smallCaps())
    XCTAssertEqual(layOut(view, width: 300, height: 100).node("Text").frame.size, plain.size)
  }
}
