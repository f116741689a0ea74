import AppIntents
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import XCTest

private struct CountIntent: AppIntent {
  static let title: LocalizedStringResource = "Count"
  func perform() async throws -> some IntentResult { .result() }
}

/// A custom button style, as interactive widgets write them: a padded capsule.
private struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(10)
      .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.orange))
  }
}

/// A custom primitive style that draws the label twice.
private struct EchoStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      configuration.label
    }
  }
}

/// A check box: a square before the label, filled when on.
private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      RoundedRectangle(cornerRadius: 4).fill(configuration.isOn ? Color.green : Color.gray).frame(width: 20, height: 20)
      configuration.label
    }
  }
}

/// The icon above the title.
private struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.frame(width: 30, height: 30)
      configuration.title
    }
  }
}

/// The default box, framed by a border: a style that makes a box of its configuration.
private struct FramedGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    GroupBox(configuration).border(Color.red, width: 2)
  }
}

/// A group box without a background: the label above the content.
private struct PlainGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 3) {
      configuration.label
      configuration.content
    }
  }
}

/// Custom `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`, `LabelStyle` and
/// `GroupBoxStyle`s draw their `makeBody(configuration:)`, at rest; the built-in styles are
/// members of the style protocols as in SwiftUI.
@MainActor final class CustomStyleTests: XCTestCase {
  private func textWidth(_ string: String) -> CGFloat {
    layOut(Text(string), width: 300, height: 300).frame.width
  }

  func testACustomButtonStyleDrawsItsBodyAndTheButtonStaysATapTarget() async {
    let root = layOut(Button(intent: CountIntent()) { Text("Add") }.buttonStyle(PillStyle()), width: 300, height: 300)
    assertClose(root.frame.width, textWidth("Add") + 20)
    XCTAssertEqual(root.nodes("Capsule").count, 1)
    let resolved = resolve(Button(intent: CountIntent()) { Text("Add") }.buttonStyle(PillStyle()))
    let intent = resolved.firstModifier { if case .intent = $0 { true } else { false } }
    guard case .intent(let name)? = intent else { return XCTFail("the styled button runs its intent") }
    XCTAssertEqual(name, "CountIntent")
  }

  func testACustomPrimitiveButtonStyleAndTheBuiltInMembers() async {
    let root = layOut(Button("Go", intent: CountIntent()).buttonStyle(EchoStyle()), width: 300, height: 300)
    XCTAssertEqual(root.texts, ["Go", "Go"])
    let bordered = layOut(Button("Go", intent: CountIntent()).buttonStyle(.bordered), width: 300, height: 300)
    XCTAssertEqual(bordered.nodes("Capsule").count, 1)
    let plain = layOut(Button("Go", intent: CountIntent()).buttonStyle(.plain), width: 300, height: 300)
    XCTAssertEqual(plain.nodes("Capsule").count, 0)
  }

  func testACustomToggleStyleDrawsTheToggleInItsState() async throws {
    let on = layOut(Toggle("Done", isOn: true, intent: CountIntent()).toggleStyle(CheckboxStyle()), width: 300, height: 300)
    XCTAssertEqual(on.texts, ["Done"])
    let box = on.node("RoundedRectangle")
    assertClose(box.frame.width, 20)
    guard case .fill(_, let paint, _) = box.content else { return XCTFail("the box is a filled shape") }
    XCTAssertEqual(paint, Color.green.resolvePaint(in: EnvironmentValues()))
    let bound = layOut(Toggle("Done", isOn: .constant(false)).toggleStyle(.button), width: 300, height: 300)
    XCTAssertEqual(bound.nodes("Capsule").count, 1)
  }

  func testACustomLabelStyleArrangesTitleAndIcon() async {
    let root = layOut(Label("Rain", systemImage: "cloud.rain").labelStyle(StackedLabelStyle()), width: 300, height: 300)
    let icon = root.node("Image")
    let title = root.node("Text")
    XCTAssertLessThan(icon.frame.maxY, title.frame.minY + 0.5, "the icon is above the title")
    let titleOnly = layOut(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleOnly), width: 300, height: 300)
    XCTAssertEqual(titleOnly.nodes("Image").count, 0)
  }

  func testAGroupBoxWithACustomStyleAndTheLabelForm() async {
    let styled = layOut(GroupBox("Title") { Text("Body") }.groupBoxStyle(PlainGroupBoxStyle()), width: 300, height: 300)
    XCTAssertEqual(styled.texts, ["Title", "Body"])
    XCTAssertEqual(styled.nodes("RoundedRectangle").count, 0, "no default background")
    let labelled = layOut(
      GroupBox {
        Text("Body")
      } label: {
        Text("Title")
      }, width: 300, height: 300)
    XCTAssertEqual(labelled.texts, ["Title", "Body"])
    let framed = layOut(GroupBox("Title") { Text("Body") }.groupBoxStyle(FramedGroupBoxStyle()), width: 300, height: 300)
    XCTAssertEqual(framed.texts, ["Title", "Body"], "a style's own box is drawn in the default style, not the style again")
    XCTAssertEqual(framed.nodes("RoundedRectangle").count, 1, "with the default background")
  }
}
