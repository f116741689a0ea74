import AppIntents
import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

/// An intent as interactive widgets declare them (WWDC23 "Bring widgets to life").
private struct ToggleTaskIntent: AppIntent {
  static let title: LocalizedStringResource = "Toggle task"

  @Parameter(title: "Task ID")
  var id: String

  init() {}
  init(id: String) { self.id = id }

  func perform() async throws -> some IntentResult {
    return .result()
  }
}

/// Interactive widgets: `Button(intent:)` and `Toggle(isOn:intent:)` compile as in WidgetKit
/// and are drawn in their style and state.
@MainActor final class InteractiveWidgetTests: XCTestCase {
  func testIntentsWithParametersCompileAndKeepTheirValues() async throws {
    let intent = ToggleTaskIntent(id: "42")
    XCTAssertEqual(intent.id, "42")
    XCTAssertEqual(ToggleTaskIntent.title.key, "Toggle task")
  }

  func testButtonsTintTheirLabelUnlessTheWidgetChoseAColour() async throws {
    let button = resolve(Button(intent: ToggleTaskIntent(id: "1")) { Text("Done") })
    XCTAssertEqual(button.viewType, "Button")
    XCTAssertEqual(button.texts, ["Done"])
    let text = try XCTUnwrap(button.allNodes.first { if case .text = $0.kind { true } else { false } })
    XCTAssertTrue(text.environment.foregroundStyles.first??.base is TintShapeStyle, "automatic buttons are tinted")

    let red = resolve(Button("Done", intent: ToggleTaskIntent()).foregroundStyle(Color.red))
    let redText = try XCTUnwrap(red.allNodes.first { if case .text = $0.kind { true } else { false } })
    XCTAssertFalse(redText.environment.foregroundStyles.first??.base is TintShapeStyle, "the widget's colour wins")

    let plain = resolve(Button("Done", intent: ToggleTaskIntent()).buttonStyle(.plain))
    XCTAssertTrue(
      try XCTUnwrap(plain.allNodes.first { if case .text = $0.kind { true } else { false } }).environment.foregroundStyles.isEmpty
    )

    let bordered = resolve(Button("Done", intent: ToggleTaskIntent()).buttonStyle(.borderedProminent))
    XCTAssertTrue(bordered.types.contains("Capsule"), "\(bordered.types)")
  }

  func testTogglesShowTheirStateWithASwitch() async throws {
    let on = resolve(Toggle("Lights", isOn: true, intent: ToggleTaskIntent()))
    XCTAssertEqual(on.viewType, "Toggle")
    XCTAssertEqual(on.texts, ["Lights"])
    XCTAssertTrue(on.types.contains("Capsule") && on.types.contains("Circle"), "\(on.types)")
    let asButton = resolve(Toggle("Lights", isOn: false, intent: ToggleTaskIntent()).toggleStyle(.button))
    XCTAssertFalse(asButton.types.contains("Circle"))
  }
}
