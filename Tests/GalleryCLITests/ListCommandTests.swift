import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI

private struct ListedWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "ListedWidget", provider: StubProvider.single(title: "Listed")) { entry in
      Text(entry.title).containerBackground(.white, for: .widget)
    }
    .configurationDisplayName("Listed")
    .description("A widget that list tests list.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview("Listed medium", as: .systemMedium) {
  ListedWidget()
} timeline: {
  StubEntry(title: "In a preview")
}

struct ListedPreviews: PreviewProvider {
  static var previews: some View {
    Text("Listed by a provider").previewDisplayName("Listed alone")
  }
}

/// `list --previews` and `list --json`: the shape the documentation gives (CommandLine.md), read back as JSON.
@MainActor final class ListCommandTests: CommandLineTestCase {
  /// The widget with previews, then one whose provider never answers.
  private func register() {
    WidgetRegistry.sources = [
      GalleryWidget(configuration: ListedWidget().body.galleryConfiguration), widget(kind: "Silent", provider: .silent),
    ]
  }

  private func listing(_ arguments: [String]) throws -> [String: Any] {
    register()
    let command = try XCTUnwrap(try GalleryCommand.parseAsRoot(["list"] + arguments) as? ListCommand)
    let data = try command.listing().json()
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func widgets(_ listing: [String: Any]) -> [[String: Any]] { listing["widgets"] as? [[String: Any]] ?? [] }

  func testJSONHasEachWidgetWithItsFamiliesAndNothingNotAskedFor() async throws {
    let listing = try listing(["--json"])
    XCTAssertEqual(Set(listing.keys), ["widgets"])
    let first = widgets(listing)[0]
    XCTAssertEqual(first["id"] as? String, "ListedWidget")
    XCTAssertEqual(first["kind"] as? String, "ListedWidget")
    XCTAssertEqual(first["displayName"] as? String, "Listed")
    XCTAssertEqual(first["description"] as? String, "A widget that list tests list.")
    XCTAssertEqual(first["category"] as? String, "widget")
    XCTAssertEqual(first["families"] as? [String], ["systemSmall", "systemMedium"])
    XCTAssertEqual(Set(first.keys), ["id", "kind", "displayName", "description", "category", "families"])
    XCTAssertEqual(widgets(listing).map { $0["id"] as? String }, ["ListedWidget", "Silent"])
  }

  func testJSONEntriesPerFamilyAndTheErrorOfAWidgetThatFailed() async throws {
    let listing = try listing(["--json", "--entries", "--timeout", "0.3"])
    let families = try XCTUnwrap(widgets(listing)[0]["entries"] as? [[String: Any]])
    XCTAssertEqual(families.map { $0["family"] as? String }, ["systemSmall", "systemMedium"])
    XCTAssertEqual(families[0]["policy"] as? String, "never")
    let entries = try XCTUnwrap(families[0]["entries"] as? [[String: Any]])
    XCTAssertEqual(entries.map { $0["entry"] as? String }, ["placeholder", "snapshot", "entry-0"])
    XCTAssertNotNil((entries[2]["date"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
    let silent = widgets(listing)[1]
    XCTAssertNil(silent["entries"])
    XCTAssertTrue((silent["error"] as? String)?.contains("Silent") == true, "\(silent)")
  }

  func testPreviewsOfEachWidgetAndThoseOfNoWidget() async throws {
    let listing = try listing(["--json", "--previews"])
    let previews = try XCTUnwrap(widgets(listing)[0]["previews"] as? [[String: String]])
    XCTAssertEqual(
      previews,
      [
        [
          "source": "#Preview", "content": "widget", "name": "Listed medium", "family": "systemMedium",
          "place": "GalleryCLITests/ListCommandTests.swift:23",
        ]
      ])
    XCTAssertEqual(widgets(listing)[1]["previews"] as? [[String: String]], [])
    let unowned = try XCTUnwrap(listing["previews"] as? [[String: String]])
    XCTAssertTrue(
      unowned.contains([
        "source": "PreviewProvider", "content": "view", "name": "Listed alone", "family": "systemMedium",
        "place": "GalleryCLITests.ListedPreviews",
      ]), "\(unowned)")
    XCTAssertNil(try self.listing(["--json", "--previews", "--widgets", "ListedWidget"])["previews"], "not with --widgets")
  }

  func testTextListsPreviewsUnderTheirWidget() async throws {
    register()
    let command = try XCTUnwrap(try GalleryCommand.parseAsRoot(["list", "--previews"]) as? ListCommand)
    let text = ListCommand.text(try command.listing().widgets[0])
    XCTAssertEqual(
      text,
      "ListedWidget\tListed\tsystemSmall,systemMedium\n"
        + "  #Preview\twidget\tsystemMedium\tListed medium\tGalleryCLITests/ListCommandTests.swift:23\n")
  }

  func testAFailedWidgetExitsOne() async {
    register()
    XCTAssertEqual(exitStatus(["list", "--json", "--entries", "--timeout", "0.3"]), 1)
    XCTAssertEqual(exitStatus(["list", "--json", "--widgets", "ListedWidget"]), 0)
  }
}
