import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

/// Text-style line heights and SF Pro's tracking, against what iOS draws.
@MainActor final class TextStyleMetricsTests: XCTestCase {
  // iOS sets a text style's lines at SF Pro's natural height (UIFont.lineHeight = size ×
  // 2444/2048), rounded up to the pixel grid, not at the HIG's leading column: at 3x a
  // caption1 line is 43 px (14.33 pt, not 16), caption2 40 px (13.33, not 13), footnote 47 px.
  func testTextStyleLinesTakeTheNaturalLineHeight() async {
    let expected: [(Font, CGFloat)] = [
      (.caption2, 40.0 / 3), (.caption, 43.0 / 3), (.footnote, 47.0 / 3), (.subheadline, 54.0 / 3),
      (.callout, 58.0 / 3), (.body, 61.0 / 3), (.headline, 61.0 / 3), (.title3, 72.0 / 3),
      (.title2, 79.0 / 3), (.title, 101.0 / 3), (.largeTitle, 122.0 / 3),
    ]
    for (font, height) in expected {
      let root = layOut(Text("Agenda").font(font), width: 300, height: 300)
      XCTAssertEqual(root.frame.height, height, accuracy: 0.01, "\(font)")
    }
  }

  // A calendar row as iOS draws it: caption1 semibold over caption2, 1 pt apart, is 86 px
  // tall at 3x (14.33 + 1 + 13.33); with the HIG leading it would be 90 px and drift down a list.
  func testStackedCaptionRowsDoNotDrift() async {
    let row = VStack(alignment: .leading, spacing: 1) {
      Text("Standup").font(.caption.weight(.semibold))
      Text("09:00 – 09:15").font(.caption2)
    }
    let list = VStack(alignment: .leading, spacing: 8) {
      row
      row
      row
      row
    }
    let root = layOut(list, width: 300, height: 600)
    XCTAssertEqual(root.frame.height, 4 * 86.0 / 3 + 3 * 8, accuracy: 0.01)
  }

  // iOS spaces a wrapped text style's lines at the HIG leading: a wrapped footnote paragraph
  // has baselines 18 pt apart (54 px at 3x), a wrapped `.system(size: 13)` one 15.51 pt; the
  // first line's top and the last line's bottom stay natural, so one line is still 15.51 tall.
  func testWrappedTextStyleLinesAreTheStyleLeadingApart() async throws {
    let root = layOut(Text("one\ntwo\nthree").font(.footnote), width: 300, height: 300)
    let lines = try XCTUnwrap(root.text).layout.lines
    XCTAssertEqual(lines.count, 3)
    XCTAssertEqual(lines[1].baseline - lines[0].baseline, 18, accuracy: 0.01)
    XCTAssertEqual(lines[2].baseline - lines[1].baseline, 18, accuracy: 0.01)
    XCTAssertEqual(root.frame.height, pixelCeil(13 * 2444.0 / 2048 + 2 * 18), accuracy: 0.01)
  }

  func testWrappedSystemSizeLinesAreNaturalLinesApart() async throws {
    let root = layOut(Text("one\ntwo").font(.system(size: 13)), width: 300, height: 300)
    let lines = try XCTUnwrap(root.text).layout.lines
    XCTAssertEqual(lines[1].baseline - lines[0].baseline, 13 * 2444.0 / 2048, accuracy: 0.01)
  }

  func testReservedLinesIncludeTheStyleLeading() async {
    let root = layOut(Text("one").font(.footnote).lineLimit(3, reservesSpace: true), width: 300, height: 300)
    XCTAssertEqual(root.frame.height, pixelCeil(13 * 2444.0 / 2048 * 3 + 2 * (18 - 13 * 2444.0 / 2048)), accuracy: 0.01)
  }

  // HIG, Typography › Tracking values (SF Pro): 12 pt 0, 17 pt −0.43 pt, 28 pt +0.38 pt after
  // each character; the same string measured without tracking is that much wider or narrower.
  func testSystemTextIsTrackedPerPointSize() async {
    let string = "Calendar events"
    let count = CGFloat(string.count)
    for (size, tracking) in [(12.0, 0.0), (17.0, -0.43), (28.0, 0.38), (11.0, 0.06)] {
      let tracked = measured(string, font: FontSpec(size: size)).size.width
      let custom = FontSpec(size: size, family: size >= 20 ? "Inter Display" : "Inter")
      let untracked = measured(string, font: custom).size.width
      XCTAssertEqual(Double(tracked - untracked), Double(count) * tracking, accuracy: 0.01, "\(size) pt")
    }
  }

  /// SF Pro Rounded keeps SF Pro's widths: on iOS a 30 pt semibold rounded "18" has 30.7 pt of
  /// ink, so its advance (ink plus side bearings) is about 33 pt; a narrow rounded face gave 28.6.
  func testRoundedDigitsKeepSFProWidths() async {
    let width = measured("18", font: FontSpec(size: 30, weight: 600, design: .rounded)).size.width
    XCTAssertEqual(Double(width), 33.5, accuracy: 1)
  }

  func testOtherDesignsAreNotTracked() async {
    let rounded = measured("Rounded", font: FontSpec(size: 17, design: .rounded))
    let named = measured("Rounded", font: FontSpec(size: 17, design: .rounded, family: "Inter"))
    XCTAssertEqual(rounded.size.width, named.size.width)
  }
}
