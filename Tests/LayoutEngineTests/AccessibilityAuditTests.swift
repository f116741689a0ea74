import AppIntents
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

private struct AddIntent: AppIntent {
  static let title: LocalizedStringResource = "Add"
  func perform() async throws -> some IntentResult { .result() }
}

/// A widget of our own with exactly one of each finding the audit knows.
private struct OneOfEachFinding: View {
  var body: some View {
    VStack(spacing: 6) {
      Text("Faint words").foregroundStyle(Color(white: 0.7))
      Text("A line far too long for the narrow frame it has").lineLimit(1).frame(width: 90)
      Text("Clipped words").fixedSize().frame(width: 40, height: 12).clipped()
      Text("Tiny print").font(.system(size: 9))
      Link(destination: URL(string: "app://go")!) { Text("Go").foregroundStyle(.black) }
      Button(intent: AddIntent()) { Image(systemName: "plus").frame(width: 44, height: 44) }
      Text("Done")
      Text("Done")
    }
    .frame(width: 1000)
  }
}

/// The audit, finding by finding, and nothing where there is nothing to find.
@MainActor final class AccessibilityAuditTests: XCTestCase {
  func testTheTestWidgetHasExactlyOneFindingOfEachKind() async throws {
    let widget = layOutWidget(OneOfEachFinding(), family: .systemLarge)
    XCTAssertEqual(
      widget.findings.map(\.kind), PreviewFinding.Kind.allCases, widget.findings.map(\.message).joined(separator: "\n"))
    let byKind = Dictionary(uniqueKeysWithValues: widget.findings.map { ($0.kind, $0) })

    let contrast = try XCTUnwrap(byKind[.contrast])
    XCTAssertEqual(contrast.text, "Faint words")
    XCTAssertEqual(contrast.measured.map(\.name), ["ratio", "required", "size"])
    XCTAssertEqual(contrast.measured[0].value, 2.11, accuracy: 0.01, "0.7 grey on white")
    XCTAssertEqual(contrast.measured[1].value, 4.5)
    XCTAssertEqual(contrast.message, "contrast of 'Faint words' is 2.11:1, below 4.5:1")
    XCTAssertEqual(contrast.frame, widget.content.allNodes.first { $0.text?.string == "Faint words" }?.frame)

    XCTAssertEqual(byKind[.truncated]?.text, "A line far too long for the narrow frame it has")
    XCTAssertEqual(byKind[.clipped]?.text, "Clipped words")
    XCTAssertEqual(byKind[.clipped]?.measured.map(\.name), ["shown", "drawn"])
    XCTAssertEqual(byKind[.overflow]?.measured.first?.value, 1000)
    XCTAssertEqual(byKind[.smallText]?.text, "Tiny print")
    XCTAssertEqual(byKind[.smallText]?.measured.first?.value, 9)
    XCTAssertEqual(byKind[.smallTapTarget]?.text, "Go")
    XCTAssertEqual(byKind[.unlabelled]?.message, "a button shows only the symbol 'plus' and has no label")
    XCTAssertEqual(byKind[.duplicate]?.text, "Done")
    XCTAssertEqual(byKind[.duplicate]?.frame, widget.accessibilityElements.last?.frame, "the second one is reported")
  }

  func testAWellMadeWidgetHasNoFindings() async {
    let view = VStack(alignment: .leading) {
      Text("Steps").font(.headline).accessibilityAddTraits(.isHeader)
      Text("8,204").font(.largeTitle)
      Text("of 10,000")
      Button(intent: AddIntent()) { Label("Add", systemImage: "plus").frame(minWidth: 44, minHeight: 44) }
        .foregroundStyle(.black)
    }
    XCTAssertEqual(layOutWidget(view, family: .systemSmall).findings, [])
  }

  func testContrastJudgesWhatIsDrawnBehindTheText() async {
    // White on a solid blue card: 8.6:1 is fine; white on systemYellow is not.
    let onBlue = layOutWidget(
      Text("Fine").foregroundStyle(.white).padding().background(Color(red: 0, green: 0.2, blue: 0.6)), family: .systemSmall)
    XCTAssertEqual(onBlue.findings, [])
    let onYellow = layOutWidget(Text("Faint").foregroundStyle(.white).padding().background(Color.yellow), family: .systemSmall)
    XCTAssertEqual(onYellow.findings.map(\.kind), [.contrast])
    // A gradient counts by its worst stop.
    let gradient = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
    let onGradient = layOutWidget(Text("Half").foregroundStyle(.white).padding().background(gradient), family: .systemSmall)
    XCTAssertEqual(onGradient.findings.map(\.kind), [.contrast])
    XCTAssertEqual(onGradient.findings.first?.measured.first?.value, 1)
    // A material: the system background at its opacity over what is behind.
    let onMaterial = layOutWidget(
      Text("Over").foregroundStyle(.white).padding().background(.ultraThinMaterial).padding().background(Color.black),
      family: .systemSmall)
    XCTAssertEqual(onMaterial.findings.map(\.kind), [], "35% white over black leaves white text readable enough")
    let thick = layOutWidget(
      Text("Over").foregroundStyle(.white).padding().background(.thickMaterial).padding().background(Color.black),
      family: .systemSmall)
    XCTAssertEqual(thick.findings.map(\.kind), [.contrast])
  }

  func testLargeTextNeedsThreeToOne() async {
    // #949494 on white is 3.03:1: enough for 18 pt, not for 17 pt.
    let grey = Color(red: 148 / 255, green: 148 / 255, blue: 148 / 255)
    XCTAssertEqual(layOutWidget(Text("Big").font(.system(size: 18)).foregroundStyle(grey), family: .systemSmall).findings, [])
    XCTAssertEqual(
      layOutWidget(Text("Body").font(.system(size: 17)).foregroundStyle(grey), family: .systemSmall).findings.map(\.kind),
      [.contrast])
  }

  func testTextOverAnImageIsNotJudged() async {
    let view = ZStack {
      Image(data: ImageData(data: Trees.png, scale: 1)!).resizable().accessibilityLabel("Photo")
      Text("Caption").foregroundStyle(Color(white: 0.9))
    }
    XCTAssertEqual(layOutWidget(view, family: .systemSmall).findings.map(\.kind), [])
  }

  func testABlurredFillReachesIntoTheGapsBesideIt() async {
    // White text centred over the 6 pt gap between two blurred grey cards: the grey it is
    // read against, not the white between the cards.
    let view = ZStack {
      HStack(spacing: 6) {
        Color.gray.frame(width: 60, height: 60).clipShape(ContainerRelativeShape())
        Color.gray.frame(width: 60, height: 60)
      }
      .blur(radius: 5)
      Text("Over").foregroundStyle(.white)
    }
    let findings = layOutWidget(view, family: .systemSmall).findings
    XCTAssertEqual(findings.map(\.kind), [.contrast])
    XCTAssertEqual(findings.first?.measured.first?.value ?? 0, 3.26, accuracy: 0.01, "white on systemGray")
  }

  func testARedactedControlIsNotUnlabelled() async {
    let view = Link(destination: URL(string: "app://open")!) { Text("Open").frame(width: 60, height: 60) }
      .redacted(reason: .placeholder)
    let widget = layOutWidget(view, family: .systemSmall)
    XCTAssertEqual(widget.accessibilityElements.map(\.label), [""], "redaction hides the words")
    XCTAssertEqual(widget.findings, [])
  }
}
