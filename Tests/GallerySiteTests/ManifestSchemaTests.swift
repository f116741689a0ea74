import Foundation
import GalleryFormats
import GalleryRunner
import MirrorCore
import XCTest

@testable import GallerySite

/// The manifest's typed values are written as the names schema 1 used, and every schema
/// version up to the current one is read; a newer one is refused by name.
final class ManifestSchemaTests: XCTestCase {
  /// `Site/manifest.json` as the last schema-1 build wrote it, trimmed to four previews.
  static let version1 = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Manifests/manifest-v1.json").standardizedFileURL

  private func record(_ family: PreviewFamily, _ entry: PreviewEntry.Kind, _ appearance: Appearance) -> PreviewRecord {
    let anchor = PreviewRecord.anchor(widget: "W", family: family, entry: entry, appearance: appearance)
    return PreviewRecord(
      widget: "W", kind: "W", family: family, entry: entry, date: "2024-06-10T09:41:00Z", relevance: nil, policy: "never",
      appearance: appearance, size: [10, 20], file: "snapshots/W/\(anchor).svg", anchor: anchor,
      tapTargets: [
        .init(kind: .widgetURL, url: "w://", blocked: false, rect: .init(x: 0, y: 0, width: 10, height: 20)),
        .init(kind: .link, url: "javascript:x", blocked: true, rect: .init(x: 1.5, y: -2, width: 3.25, height: 4)),
        .init(kind: .intent, url: "ToggleIntent", blocked: false, rect: .init(x: 0, y: 0, width: 1, height: 1)),
      ],
      accessibilityTitle: "t", hash: "0123456789abcdef")
  }

  /// A manifest with every kind of family, entry, appearance, tap target and category.
  private func everyKind() -> SiteManifest {
    let families =
      WidgetFamily.allCases.map(PreviewFamily.widget) + PreviewFamily.Presentation.allCases.map(PreviewFamily.presentation)
    let entries: [PreviewEntry.Kind] = [
      .placeholder, .snapshot, .timeline(index: 0), .timeline(index: 12), .preview(slug: "preview-a-2"),
      .contentState(number: 1), .control(isOn: false), .control(isOn: true), .control(isOn: nil),
    ]
    var previews: [PreviewRecord] = []
    for (index, family) in families.enumerated() {
      previews.append(record(family, entries[index % entries.count], Appearance.allCases[index % Appearance.allCases.count]))
    }
    return SiteManifest(
      referenceDate: "2024-06-10T09:41:00Z", device: "iphone-393x852", shard: nil,
      widgets: [
        .init(id: "W", kind: "W", displayName: "W", description: "", families: [.widget(.systemSmall)], page: "widgets/W.html"),
        .init(
          id: "A", kind: "A", displayName: "A", description: "", families: [.presentation(.dynamicIslandCompact)],
          page: "widgets/A.html", category: .liveActivity),
        .init(
          id: "C", kind: "C", displayName: "C", description: "", families: [.presentation(.controlCenterSmall)],
          page: "widgets/C.html", category: .control),
      ],
      previews: previews, failures: [], files: [])
  }

  func testEveryKindOfValueRoundTrips() throws {
    let manifest = everyKind()
    let decoded = try SiteManifest.decode(manifest.jsonData(), file: "manifest.json")
    XCTAssertEqual(decoded, manifest)
    XCTAssertEqual(decoded.schemaVersion, ManifestSchema.current)
  }

  func testTypedValuesAreWrittenAsTheirNames() throws {
    let json = String(decoding: everyKind().jsonData(), as: UTF8.self)
    for expected in [
      "\"schemaVersion\" : 2,", "\"family\" : \"dynamicIsland.minimalTrailing\"", "\"family\" : \"controlCenter.large\"",
      "\"family\" : \"accessoryInline\"", "\"entry\" : \"entry-12\"", "\"entry\" : \"state-1\"", "\"entry\" : \"default\"",
      "\"entry\" : \"preview-a-2\"", "\"appearance\" : \"vibrant\"", "\"category\" : \"Live Activity\"",
      "\"kind\" : \"intent\"", "\"rect\" : [1.5, -2, 3.25, 4]",
    ] {
      XCTAssertTrue(json.contains(expected), expected)
    }
  }

  func testAVersion1ManifestIsRead() throws {
    let data = try Data(contentsOf: Self.version1)
    XCTAssertFalse(String(decoding: data, as: UTF8.self).contains("schemaVersion"), "the fixture is of schema 1")
    let manifest = try SiteManifest.decode(data, file: Self.version1.path)
    XCTAssertEqual(manifest.schemaVersion, 1)
    XCTAssertEqual(manifest.widgets.map(\.families), [[.widget(.systemSmall), .widget(.systemMedium)], [.widget(.systemSmall)]])
    XCTAssertEqual(manifest.previews.map(\.entry), [.placeholder, .placeholder, .snapshot, .timeline(index: 0)])
    XCTAssertEqual(manifest.previews.map(\.appearance), [.light, .light, .dark, .light])
    XCTAssertEqual(
      manifest.previews[0].tapTargets,
      [.init(kind: .widgetURL, url: "cr2024-im://podcasts/", blocked: false, rect: .init(x: 0, y: 0, width: 158, height: 158))])
    // Written again, it is the same document with the version added.
    var current = manifest
    current.schemaVersion = ManifestSchema.current
    var expected = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    expected["schemaVersion"] = 2
    let written = try XCTUnwrap(JSONSerialization.jsonObject(with: current.jsonData()) as? [String: Any])
    XCTAssertEqual(written as NSDictionary, expected as NSDictionary)
  }

  func testANewerVersionIsRefusedNamingTheFileAndTheVersion() throws {
    var json = String(decoding: everyKind().jsonData(), as: UTF8.self)
    json = json.replacingOccurrences(of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 3")
    XCTAssertThrowsError(try SiteManifest.decode(Data(json.utf8), file: "/tmp/Site/manifest.json")) { error in
      XCTAssertEqual(
        "\(error)",
        "/tmp/Site/manifest.json has manifest schema 3, newer than this widget-gallery reads (schema 1 to 2): use a newer widget-gallery"
      )
    }
    json = json.replacingOccurrences(of: "\"schemaVersion\" : 3", with: "\"schemaVersion\" : 0")
    XCTAssertThrowsError(try SiteManifest.decode(Data(json.utf8), file: "m.json")) { error in
      XCTAssertEqual("\(error)", "m.json has manifest schema 0, which is not a version (this widget-gallery reads schema 1 to 2)")
    }
  }

  func testNamesParseBackAndNothingElseDoes() {
    let entries: [PreviewEntry.Kind] = [
      .placeholder, .snapshot, .timeline(index: 0), .timeline(index: 719), .preview(slug: "preview-x"),
      .contentState(number: 3), .control(isOn: true), .control(isOn: false), .control(isOn: nil),
    ]
    for entry in entries { XCTAssertEqual(PreviewEntry.Kind(slug: entry.slug), entry, entry.slug) }
    for bad in ["", "entry-", "entry-01", "entry--1", "entry-x", "state-0", "state-", "preview-", "Placeholder", "on "] {
      XCTAssertNil(PreviewEntry.Kind(slug: bad), bad)
    }
    let families =
      WidgetFamily.allCases.map(PreviewFamily.widget) + PreviewFamily.Presentation.allCases.map(PreviewFamily.presentation)
    for family in families { XCTAssertEqual(PreviewFamily(name: family.name), family, family.name) }
    XCTAssertEqual(Set(families.map(\.name)).count, families.count, "every family has a name of its own")
    for bad in ["", "dynamicIsland", "controlCenter", "SystemSmall"] { XCTAssertNil(PreviewFamily(name: bad), bad) }
  }

  func testAnUnknownValueIsADecodingErrorThatSaysWhatItIs() throws {
    let json = String(decoding: everyKind().jsonData(), as: UTF8.self)
      .replacingOccurrences(of: "\"family\" : \"accessoryInline\"", with: "\"family\" : \"systemHuge\"")
    XCTAssertThrowsError(try SiteManifest.decode(Data(json.utf8), file: "m.json")) { error in
      XCTAssertTrue("\(error)".contains("\"systemHuge\" is neither a widget family"), "\(error)")
    }
  }
}
