import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class RightToLeftTests: XCTestCase {
  var rightToLeft: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    return environment
  }

  func testHStackRunsFromTheRight() async {
    let root = layOut(
      HStack {
        Color.red.frame(width: 50, height: 10)
        Color.blue.frame(width: 30, height: 10)
      }, width: 200, height: 100, environment: rightToLeft)
    assertFrame(root.node("frame", 0), 38, 0, 50, 10)
    assertFrame(root.node("frame", 1), 0, 0, 30, 10)
  }

  // A device set to Arabic lays out right to left: the stack runs from the right, its leading
  // padding is on the right, and its calendar is the locale's.
  func testAnArabicDeviceMirrorsAStack() async {
    var arabic = EnvironmentValues()
    arabic.setDeviceLocale(Locale(identifier: "ar"))
    XCTAssertEqual(arabic.layoutDirection, .rightToLeft)
    XCTAssertEqual(arabic.calendar.locale?.identifier, "ar")
    let root = layOut(
      HStack(spacing: 8) {
        Color.red.frame(width: 50, height: 10)
        Color.blue.frame(width: 30, height: 10)
      }
      .padding(.leading, 10)
      .frame(width: 200, alignment: .leading), width: 200, height: 100, environment: arabic)
    assertFrame(root.node("frame", 1), 140, 0, 50, 10)
    assertFrame(root.node("frame", 2), 102, 0, 30, 10)
    var german = EnvironmentValues()
    german.setDeviceLocale(Locale(identifier: "de"))
    XCTAssertEqual(german.layoutDirection, .leftToRight)
    XCTAssertEqual(german.calendar.firstWeekday, 2)
  }

  func testLeadingPaddingIsOnTheRight() async {
    let root = layOut(Color.red.padding(.leading, 10), width: 100, height: 20, environment: rightToLeft)
    assertFrame(root.node("Color"), 0, 0, 90, 20)
  }

  func testLeadingFrameAlignmentIsOnTheRight() async {
    let root = layOut(
      Color.red.frame(width: 10, height: 10).frame(width: 100, alignment: .leading), width: 300, height: 300,
      environment: rightToLeft)
    assertFrame(root.node("frame", 1), 90, 0, 10, 10)
  }

  func testVStackLeadingAlignmentIsOnTheRight() async {
    let root = layOut(
      VStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 10)
        Color.blue.frame(width: 20, height: 10)
      }, width: 200, height: 100, environment: rightToLeft)
    assertFrame(root.node("frame", 1), 30, 18, 20, 10)
  }

  func testOffsetIsMirrored() async {
    let root = layOut(Color.red.frame(width: 10, height: 10).offset(x: 5), width: 100, height: 100, environment: rightToLeft)
    XCTAssertEqual(root.effects.transform, CGAffineTransform(translationX: -5, y: 0))
  }

  func testHebrewTextIsRightAligned() async {
    let root = layOut(
      Text("שלום עולם וכל יושביו הרבים").frame(width: 120, alignment: .leading), width: 300, height: 300, environment: rightToLeft
    )
    let text = root.node("Text")
    let layout = text.text!.layout
    XCTAssertGreaterThan(layout.lines.count, 1)
    XCTAssertTrue(layout.lines.allSatisfy { $0.glyphRuns.allSatisfy(\.isRightToLeft) })
    assertClose(layout.lines[0].frame.maxX, layout.size.width)
    assertClose(text.frame.maxX, 120)
  }

  func testGridMirrorsColumns() async {
    let root = layOut(
      LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.fixed(30))]) {
        Color.red.frame(height: 10)
        Color.blue.frame(height: 10)
      }, width: 300, height: 300, environment: rightToLeft)
    assertFrame(root.node("frame", 0), 38, 0, 20, 10)
    assertFrame(root.node("frame", 1), 0, 0, 30, 10)
  }
}
