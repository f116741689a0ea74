import AppIntents
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class ContainerViewTests: XCTestCase {
  let image = UIImage(data: makePNG(width: 40, height: 20))!

  func testGeometryReaderTakesTheProposalAndPlacesTopLeading() async {
    let root = layOut(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: 10)
      }, width: 200, height: 100)
    assertFrame(root, 0, 0, 200, 100)
    assertFrame(root.node("frame"), 0, 0, 100, 10)
  }

  func testGeometryReaderWithNilProposalIsZero() async {
    let root = layOut(GeometryReader { _ in Color.red }, width: nil, height: nil)
    assertFrame(root, 0, 0, 0, 0)
  }

  func testGeometryReaderSeesItsGlobalFrame() async {
    let root = layOut(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.frame(in: .global).minX, height: proxy.frame(in: .global).minY)
      }.padding(EdgeInsets(top: 7, leading: 12, bottom: 0, trailing: 0)), width: 100, height: 100)
    assertFrame(root.node("frame"), 12, 7, 12, 7)
  }

  /// A GeometryReader in an HStack is as flexible as a shape (Hacking with Swift, "How to
  /// provide relative sizes using GeometryReader").
  func testGeometryReaderInHStackSharesSpace() async {
    let root = layOut(
      HStack(spacing: 0) {
        GeometryReader { proxy in Color.red.frame(width: proxy.size.width * 0.5) }
        Color.blue
      }, width: 200, height: 50)
    assertFrame(root.node("GeometryReader"), 0, 0, 100, 50)
    assertFrame(root.node("frame"), 0, 0, 50, 50)
  }

  func testAspectRatioFit() async {
    let root = layOut(Color.red.aspectRatio(2, contentMode: .fit), width: 200, height: 200)
    assertFrame(root, 0, 0, 200, 100)
  }

  func testAspectRatioFill() async {
    let root = layOut(Color.red.aspectRatio(2, contentMode: .fill), width: 200, height: 200)
    assertFrame(root, 0, 0, 400, 200)
  }

  func testScaledToFitImageUsesItsPixelRatio() async {
    let root = layOut(Image(uiImage: image).resizable().scaledToFit(), width: 100, height: 100)
    assertFrame(root.node("Image"), 0, 0, 100, 50)
  }

  // UIKit's `withRenderingMode(.alwaysTemplate)` makes `Image(uiImage:)` fill the image's shape
  // with the foreground style; `Image.renderingMode(.original)` overrides it.
  func testTemplateUIImageIsTintedWithTheForegroundStyle() async {
    func tint(_ view: some View) -> Paint? {
      let root = layOut(view.foregroundStyle(.green), width: 300, height: 300)
      guard case .image(let drawn) = root.node("Image").content else {
        XCTFail("image content")
        return nil
      }
      return drawn.tint
    }
    let green = Paint.color(RGBA(bytes: 52, 199, 89))
    XCTAssertEqual(tint(Image(uiImage: image.withRenderingMode(.alwaysTemplate))), green)
    XCTAssertNil(tint(Image(uiImage: image)))
    XCTAssertNil(tint(Image(uiImage: image.withRenderingMode(.alwaysOriginal))))
    XCTAssertNil(tint(Image(uiImage: image.withRenderingMode(.alwaysTemplate)).renderingMode(.original)))
    XCTAssertEqual(tint(Image(uiImage: image).renderingMode(.template)), green)
  }

  func testScaledToFillImageOverflows() async {
    let root = layOut(Image(uiImage: image).resizable().scaledToFill().frame(width: 100, height: 100), width: 300, height: 300)
    assertFrame(root.node("Image"), -50, 0, 200, 100)
    guard case .image(let drawn) = root.node("Image").content else { return XCTFail("image content") }
    assertClose(drawn.drawRect.width, 200)
  }

  func testScaledToFillInsideClippedFrameCarriesTheClip() async {
    let root = layOut(
      Image(uiImage: image).resizable().scaledToFill().frame(width: 100, height: 100).clipped(), width: 300, height: 300)
    XCTAssertEqual(root.effects.clip?.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  func testNonResizableImageKeepsNaturalSize() async {
    let root = layOut(Image(uiImage: image).frame(width: 100, height: 100), width: 300, height: 300)
    assertFrame(root.node("Image"), 30, 40, 40, 20)
  }

  func testResizableImageFillsTheProposal() async {
    let root = layOut(Image(uiImage: image).resizable(), width: 100, height: 70)
    assertFrame(root, 0, 0, 100, 70)
  }

  func testSymbolTakesTheFontSize() async {
    let root = layOut(Image(systemName: "star.fill").font(.system(size: 20)), width: 300, height: 300)
    assertFrame(root, 0, 0, 22, 22)
    guard case .symbolGlyph(let symbol) = root.content else { return XCTFail("symbol content") }
    XCTAssertEqual(symbol.glyph.name, "star.fill")
  }

  func testAspectRatioWithNilRatioUsesIdealSize() async {
    let root = layOut(Circle().aspectRatio(contentMode: .fit), width: 200, height: 100)
    assertFrame(root, 0, 0, 100, 100)
  }

  func testViewThatFitsPicksFirstThatFits() async {
    let root = layOut(
      ViewThatFits {
        Text("A long label that does not fit")
        Text("Short")
      }, width: 100, height: 100)
    XCTAssertEqual(root.nodes("Text").map { $0.text?.string }, ["Short"])
  }

  func testViewThatFitsKeepsFirstWhenItFits() async {
    let root = layOut(
      ViewThatFits {
        Text("Fits")
        Text("Other")
      }, width: 100, height: 100)
    XCTAssertEqual(root.nodes("Text").map { $0.text?.string }, ["Fits"])
  }

  func testViewThatFitsFallsBackToLast() async {
    let root = layOut(
      ViewThatFits {
        Color.red.frame(width: 300)
        Color.blue.frame(width: 200)
      }, width: 100, height: 100)
    assertClose(root.node("frame").frame.width, 200)
  }

  func testViewThatFitsVerticalIgnoresWidth() async {
    let root = layOut(
      ViewThatFits(in: .vertical) {
        Color.red.frame(width: 300, height: 50)
        Color.blue.frame(width: 10, height: 10)
      }, width: 100, height: 100)
    assertClose(root.node("frame").frame.width, 300)
  }

  func testLazyVGridFlexibleColumns() async {
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    let root = layOut(
      LazyVGrid(columns: columns) {
        ForEach(0..<5) { _ in Color.red.frame(height: 20) }
      }, width: 300, height: 300)
    let width = (300 - 16) / 3.0
    assertFrame(root, 0, 0, 300, 48)
    assertFrame(root.node("frame", 1), width + 8, 0, width, 20)
    assertFrame(root.node("frame", 4), width + 8, 28, width, 20)
  }

  func testLazyVGridFixedColumns() async {
    let root = layOut(
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(70))]) {
        ForEach(0..<2) { _ in Color.red.frame(height: 10) }
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 128, 10)
    assertFrame(root.node("frame", 1), 58, 0, 70, 10)
  }

  func testLazyVGridAdaptiveColumns() async {
    let root = layOut(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
        ForEach(0..<5) { _ in Color.red.frame(height: 10) }
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 3), 3 * 77, 0, 69, 10)
    assertFrame(root.node("frame", 4), 0, 18, 69, 10)
  }

  func testLazyVGridSpacingAndAlignment() async {
    let root = layOut(
      LazyVGrid(columns: [GridItem(.fixed(40), spacing: 2, alignment: .leading), GridItem(.fixed(40))], spacing: 4) {
        Color.red.frame(width: 10, height: 10)
        Color.red.frame(width: 10, height: 30)
        Color.red.frame(width: 10, height: 10)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 0), 0, 10, 10, 10)
    assertFrame(root.node("frame", 1), 57, 0, 10, 30)
    assertFrame(root.node("frame", 2), 0, 34, 10, 10)
  }

  func testLazyHGridRows() async {
    let root = layOut(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))]) {
        ForEach(0..<3) { _ in Color.red.frame(width: 15) }
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 38, 58)
    assertFrame(root.node("frame", 1), 0, 28, 15, 30)
    assertFrame(root.node("frame", 2), 23, 0, 15, 20)
  }

  func testGridAlignsColumnsAcrossRows() async {
    let root = layOut(
      Grid {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.red.frame(width: 50, height: 10)
        }
        GridRow {
          Color.red.frame(width: 60, height: 10)
          Color.red.frame(width: 20, height: 10)
        }
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 118, 28)
    assertFrame(root.node("frame", 0), 15, 0, 30, 10)
    assertFrame(root.node("frame", 1), 68, 0, 50, 10)
    assertFrame(root.node("frame", 3), 83, 18, 20, 10)
  }

  // Apple, "Grid" and "GridRow(alignment:)": a row's alignment overrides the grid's vertical
  // alignment for that row's cells; a row without one uses the grid's.
  func testGridRowAlignmentOverridesTheGridsForItsRow() async {
    let root = layOut(
      Grid(alignment: .top) {
        GridRow {
          Color.red.frame(width: 10, height: 40)
          Color.red.frame(width: 10, height: 10)
        }
        GridRow(alignment: .bottom) {
          Color.red.frame(width: 10, height: 40)
          Color.red.frame(width: 10, height: 10)
        }
        GridRow(alignment: .center) {
          Color.red.frame(width: 10, height: 40)
          Color.red.frame(width: 10, height: 10)
        }
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 1), 18, 0, 10, 10)
    assertFrame(root.node("frame", 3), 18, 78, 10, 10)
    assertFrame(root.node("frame", 5), 18, 111, 10, 10)
  }

  func testGridRowOutsideAGridIsAnHStack() async {
    let root = layOut(
      GridRow {
        Color.red.frame(width: 10, height: 40)
        Color.red.frame(width: 10, height: 10)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 1), 18, 15, 10, 10)
  }

  // Interactive widgets: a switch-style Toggle fills the width with its label leading and a
  // 51×31 switch trailing (UISwitch's size); a bordered button pads its label 12 × 7.
  func testToggleAndBorderedButtonFrames() async {
    struct Intent: AppIntent {
      static let title: LocalizedStringResource = "Intent"
      func perform() async throws -> some IntentResult { .result() }
    }
    let toggle = layOut(Toggle("Lights", isOn: true, intent: Intent()), width: 300, height: 100)
    assertFrame(toggle, 0, 0, 300, 31)
    assertFrame(toggle.node("frame"), 249, 0, 51, 31)
    assertFrame(toggle.node("Circle"), 249 + 51 - 2 - 27, 2, 27, 27)  // on: the knob at the trailing end
    let off = layOut(Toggle("Lights", isOn: false, intent: Intent()), width: 300, height: 100)
    assertFrame(off.node("Circle"), 249 + 2, 2, 27, 27)
    let button = layOut(Button("Go", intent: Intent()).buttonStyle(.bordered), width: 300, height: 100)
    let text = button.node("Text")
    assertClose(button.frame.width, text.frame.width + 24)
    assertClose(button.frame.height, text.frame.height + 14)
  }

  func testGridCellColumnsSpans() async {
    let root = layOut(
      Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.red.frame(width: 30, height: 10)
        }
        GridRow { Color.blue.frame(width: 50, height: 10).gridCellColumns(2) }
      }, width: 300, height: 300)
    assertFrame(root, 0, 0, 64, 22)
    assertFrame(root.node("frame", 2), 0, 12, 50, 10)
  }

  func testGridViewOutsideRowSpansAllColumns() async {
    let root = layOut(
      Grid {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.red.frame(width: 30, height: 10)
        }
        Color.blue.frame(height: 2)
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 2), 0, 18, 68, 2)
  }

  func testGridColumnAlignment() async {
    let root = layOut(
      Grid {
        GridRow { Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing) }
        GridRow { Color.red.frame(width: 40, height: 10) }
      }, width: 300, height: 300)
    assertFrame(root.node("frame", 0), 30, 0, 10, 10)
  }
}
