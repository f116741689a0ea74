import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import XCTest

/// The default label style as iOS lays it out: the icon, then the title 7.25 pt after it, at
/// every text size.
@MainActor final class LabelLayoutTests: XCTestCase {
  private func gap(_ view: some View) -> CGFloat {
    let root = layOut(view, width: 300, height: 300)
    return root.node("Text").frame.minX - root.node("Image").frame.maxX
  }

  func testTheTitleStarts7Point25AfterTheIcon() async {
    assertClose(gap(Label("Rain", systemImage: "cloud.rain")), 7.25)
    assertClose(gap(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleAndIcon)), 7.25)
  }

  func testTheGapIsTheSameAtSmallAndLargeSizes() async {
    assertClose(gap(Label("Rain", systemImage: "cloud.rain").font(.caption2)), 7.25)
    assertClose(gap(Label("Rain", systemImage: "cloud.rain").font(.largeTitle)), 7.25)
  }

  func testACapsuleButtonKeepsTheLabelsGap() async {
    let button = Button {
    } label: {
      Label("Refresh", systemImage: "arrow.clockwise")
    }
    assertClose(gap(button.buttonStyle(.borderedProminent)), 7.25)
  }

  func testACustomStyleLaysOutItsOwnStack() async {
    assertClose(gap(Label("Rain", systemImage: "cloud.rain").labelStyle(TightLabelStyle())), 2)
  }
}

private struct TightLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 2) {
      configuration.icon
      configuration.title
    }
  }
}
