import Foundation
import GalleryRunner
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI

/// Two widgets of a bundle with one kind are both drawn, the second under an id of its own,
/// with a warning, as iOS takes such a bundle without a word.
final class RepeatedKindTests: CommandLineTestCase {
  func testTwoWidgetsOfOneKindAreBothDrawnWithDistinctIDs() throws {
    WidgetRegistry.sources = [
      widget(kind: "Twin", provider: .single()), widget(kind: "Twin", provider: .single()),
      widget(kind: "Twin-2", provider: .single()), widget(kind: "Other", provider: .single()),
    ]
    let site = folder.appendingPathComponent("Site")
    let status = exitStatus([
      "build", "--output", site.path, "--families", "systemSmall", "--appearances", "light", "--timeout", "2",
    ])
    XCTAssertEqual(status, 0)
    let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json")))
    // The test program's own view previews add a page of their own; the widgets come first.
    let widgets = try XCTUnwrap((manifest as? [String: Any])?["widgets"] as? [[String: Any]]).prefix(4)
    XCTAssertEqual(widgets.compactMap { $0["id"] as? String }, ["Twin", "Twin-3", "Twin-2", "Other"])
    XCTAssertEqual(widgets.compactMap { $0["kind"] as? String }, ["Twin", "Twin", "Twin-2", "Other"])
    let previews = try XCTUnwrap((manifest as? [String: Any])?["previews"] as? [[String: Any]])
    XCTAssertTrue(
      Set(previews.compactMap { $0["widget"] as? String }).isSuperset(of: ["Twin", "Twin-3", "Twin-2", "Other"]))
  }

  @MainActor func testTheWarningNamesBothWidgetsAndTheNewID() {
    let first = GalleryWidget(configuration: FirstTwin().ownConfiguration)
    let second = GalleryWidget(configuration: SecondTwin().ownConfiguration)
    let (widgets, warnings) = GalleryWidget.distinguishingRepeatedIDs([first, second])
    XCTAssertEqual(widgets.map(\.id), ["Twin", "Twin-2"])
    XCTAssertEqual(warnings.count, 1)
    for part in ["FirstTwin", "SecondTwin", "'Twin'", "'Twin-2'"] {
      XCTAssertTrue(warnings[0].contains(part), "\(part) in \(warnings[0])")
    }
    XCTAssertEqual(GalleryWidget.distinguishingRepeatedIDs([first]).warnings, [])
  }
}

private struct FirstTwin: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Twin", provider: StubProvider.single()) { _ in Text("first") }
  }
}

private struct SecondTwin: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Twin", provider: StubProvider.single()) { _ in Text("second") }
  }
}
