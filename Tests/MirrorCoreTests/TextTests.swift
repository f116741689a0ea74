import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

@MainActor final class TextTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_718_012_460)  // 2024-06-10 09:41:00 UTC

  private func string(_ text: Text, shift: TimeInterval = 0) -> String {
    resolve(text) {
      $0.entryDate = now
      $0.dateShift = shift
    }.texts.joined()
  }

  func testLiteralsInterpolationAndConcatenation() async {
    let name = "Ana"
    XCTAssertEqual(string(Text("Hello \(name), \(3) new")), "Hello Ana, 3 new")
    XCTAssertEqual(string(Text("+\((4 - 1).description)")), "+3")
    XCTAssertEqual(string(Text("a") + Text("b").bold() + Text(verbatim: "c")), "abc")
    XCTAssertEqual(string(Text("\(0.5, specifier: "%.2f") km")), "0.50 km")
  }

  func testConcatenatedRunsKeepTheirOwnStyles() async {
    let node = resolve((Text("big").font(.title) + Text("small").foregroundColor(.red).italic()).font(.caption))
    guard case .text(let text) = node.kind else { return XCTFail("not text") }
    XCTAssertEqual(text.runs.map(\.string), ["big", "small"])
    XCTAssertEqual(text.runs.map(\.font.textStyle), [.title, .caption])
    XCTAssertEqual(text.runs.map(\.font.isItalic), [false, true])
    XCTAssertNil(text.runs[0].foreground)
    XCTAssertNotNil(text.runs[1].foreground)
  }

  func testTimeAndDateStylesUseTheEntryTimeZoneAndShift() async {
    let time = string(Text(now, style: .time))
    XCTAssertTrue(time.hasPrefix("9:41") && time.hasSuffix("AM"), time)
    XCTAssertEqual(string(Text(now, style: .date)), "June 10, 2024")
    let shifted = string(Text(now, style: .time), shift: 3600)
    XCTAssertTrue(shifted.hasPrefix("10:41"), shifted)
  }

  func testRelativeOffsetAndTimerAreComputedAgainstTheEntryDate() async {
    XCTAssertEqual(string(Text(now.addingTimeInterval(2 * 3600 + 5 * 60), style: .relative)), "2 hr, 5 min")
    XCTAssertEqual(string(Text(now.addingTimeInterval(-90), style: .relative)), "1 min, 30 sec")
    XCTAssertEqual(string(Text(now.addingTimeInterval(3 * 86_400 + 4 * 3600), style: .relative)), "3 days, 4 hr")
    XCTAssertEqual(string(Text(now.addingTimeInterval(7200), style: .offset)), "+2 hours")
    XCTAssertEqual(string(Text(now.addingTimeInterval(-60), style: .offset)), "-1 minute")
    XCTAssertEqual(string(Text(now.addingTimeInterval(3725), style: .timer)), "1:02:05")
    XCTAssertEqual(string(Text(now.addingTimeInterval(125), style: .timer)), "2:05")
    XCTAssertEqual(string(Text(timerInterval: now...now.addingTimeInterval(600))), "10:00")
  }

  func testFormatStyles() async {
    XCTAssertEqual(string(Text(0.25, format: .percent)), "25%")
    XCTAssertEqual(string(Text(1234, format: .number)), "1,234")
  }

  func testTextCaseAndEnvironmentFont() async {
    let node = resolve(Text("Stories").textCase(.uppercase).font(.system(size: 11, weight: .semibold, design: .rounded)))
    guard case .text(let text) = node.kind else { return XCTFail("not text") }
    XCTAssertEqual(text.string, "STORIES")
    XCTAssertEqual(text.runs[0].font.pointSize, 11)
    XCTAssertEqual(text.runs[0].font.weight, 600)
    XCTAssertEqual(text.runs[0].font.design, .rounded)
  }

  func testBoldAndFontWeightModifiers() async {
    let bold = resolve(Text("b").bold())
    let weighted = resolve(Text("w").fontWeight(.light))
    guard case .text(let b) = bold.kind, case .text(let w) = weighted.kind else { return XCTFail("not text") }
    XCTAssertEqual(b.runs[0].font.weight, 700)
    XCTAssertEqual(w.runs[0].font.weight, 300)
  }

  func testLineSettingsAreEnvironmentValues() async {
    let node = resolve(
      Text("x").lineLimit(3).lineSpacing(2).multilineTextAlignment(.center).minimumScaleFactor(0.5).truncationMode(.middle))
    let environment = node.environment
    XCTAssertEqual(environment.lineLimit, 3)
    XCTAssertEqual(environment.lineSpacing, 2)
    XCTAssertEqual(environment.multilineTextAlignment, .center)
    XCTAssertEqual(environment.minimumScaleFactor, 0.5)
    XCTAssertEqual(environment.truncationMode, .middle)
  }
}
