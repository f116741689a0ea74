import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import XCTest

@testable import GallerySite

/// The manifest is written straight into bytes; they must be the bytes `JSONEncoder` gives,
/// but for the containers written on one line (`oneLine(_:)`).
final class ManifestJSONTests: XCTestCase {
  private func encoded(_ manifest: SiteManifest) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Data(Self.joiningOneLineRecords(String(decoding: try encoder.encode(manifest), as: UTF8.self) + "\n").utf8)
  }

  /// `JSONEncoder`'s pretty-printed `json` with what the manifest writes on one line joined
  /// onto one line: each `rect` and `size`, and each record of `accessibilityElements`,
  /// `findings` and `tapTargets` (members separated by `, `, empty containers `[]`). Raw line
  /// breaks in pretty-printed JSON are all between tokens (a string's are escaped).
  static func joiningOneLineRecords(_ json: String) -> String {
    let oneLineKeys: Set<String> = ["rect", "size"]
    let oneLineRecordsOf: Set<String> = ["accessibilityElements", "findings", "tapTargets"]
    func key(_ line: Substring) -> String? {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
      return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
    }
    func opens(_ line: Substring) -> Bool { line.hasSuffix("[") || line.hasSuffix("{") }
    func closes(_ line: Substring) -> Bool {
      let trimmed = line.drop { $0 == " " }
      return trimmed.hasPrefix("]") || trimmed.hasPrefix("}")
    }
    let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
    var output: [String] = []
    var keys: [String?] = []  // the key of each open container
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if closes(line) { keys.removeLast() }
      guard opens(line) else {
        output.append(String(line))
        continue
      }
      let name = key(line)
      let joined = name.map(oneLineKeys.contains) ?? (keys.last.flatMap { $0 }.map(oneLineRecordsOf.contains) ?? false)
      guard joined else {
        output.append(String(line))
        keys.append(name)
        continue
      }
      var text = String(line)
      var depth = 1
      while depth > 0, index < lines.count {
        let next = lines[index]
        index += 1
        let piece = next.drop { $0 == " " }
        if piece.isEmpty { continue }
        if closes(next) { depth -= 1 }
        if opens(next) { depth += 1 }
        if text.hasSuffix(",") { text += " " }
        text += piece
      }
      output.append(text)
    }
    return output.joined(separator: "\n")
  }

  private func record(_ title: String, relevance: PreviewRecord.Relevance? = nil, targets: [PreviewRecord.TapTarget] = [])
    -> PreviewRecord
  {
    PreviewRecord(
      widget: "App.Widget", kind: "Widget", family: .widget(.systemSmall), entry: .timeline(index: 1),
      date: "2024-06-10T09:41:00Z",
      relevance: relevance, policy: "after 2024-06-10T10:41:00Z", appearance: .dark, size: [158, 158.5],
      file: "snapshots/App.Widget/systemSmall/0123456789ab.svg", anchor: "App.Widget--systemSmall--entry-1--dark",
      tapTargets: targets, accessibilityTitle: title, hash: "0123456789abcdef")
  }

  func testEveryFieldMatchesJSONEncoder() throws {
    let awkward = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} delete \u{7f} é 中文 \u{2028} 👩‍👩‍👧 \u{8}\u{c}"
    let manifest = SiteManifest(
      referenceDate: "2024-06-10T09:41:00Z", device: "iphone-393x852", locale: "pt-BR", dynamicTypeSize: "accessibility2",
      shard: Shard(index: 2, count: 3),
      widgets: [
        .init(
          id: "App.Widget", kind: "Widget", displayName: awkward, description: "",
          families: [.widget(.systemSmall), .widget(.systemMedium)],
          page: "widgets/App.Widget.html"),
        .init(id: "Empty", kind: "Empty", displayName: "E", description: "d", families: [], page: "widgets/Empty.html"),
      ],
      previews: [
        record(awkward, relevance: .init(score: Double(Float(0.7)), duration: 3600)),
        record(
          "",
          targets: [
            .init(kind: .widgetURL, url: "javascript:alert(1)", blocked: true, rect: .init(x: 0, y: 0, width: 158, height: 158)),
            .init(kind: .link, url: "app://a/b?c=d&e", blocked: false, rect: .init(x: 16.25, y: -0.5, width: 1e-7, height: 1e20)),
          ]),
      ],
      failures: [WidgetFailure(widget: "Broken", message: awkward)],
      files: ["index.html", "snapshots/a b/c.svg"])
    XCTAssertEqual(String(decoding: manifest.jsonData(), as: UTF8.self), String(decoding: try encoded(manifest), as: UTF8.self))
  }

  /// A preview's accessibility elements and findings: written as `JSONEncoder` writes them,
  /// read back whole, and left out when empty (a manifest without them reads as empty).
  func testAccessibilityElementsAndFindingsMatchJSONEncoderAndAreLeftOutWhenEmpty() throws {
    let awkward = "quote \" back\\slash </script> \n é 中文"
    var preview = record("t")
    preview.accessibilityElements = [
      .init(
        label: "Steps", value: "8,204 of 10,000", hint: awkward, traits: ["header", "updatesFrequently"],
        rect: .init(x: 16, y: 16.5, width: 126, height: 20.25), spoken: "Steps, 8,204 of 10,000, heading. \(awkward)"),
      .init(label: awkward, traits: [], rect: .init(x: 0, y: 0, width: 1e-7, height: 1e20), spoken: awkward),
    ]
    preview.findings = [
      .init(
        kind: .contrast, rect: .init(x: 1, y: 2, width: 3, height: 4),
        message: "contrast of 'Updated 9:41' is 2.9:1, below 4.5:1",
        text: "Updated 9:41", measured: [.init(name: "ratio", value: 2.9), .init(name: "required", value: 4.5)]),
      .init(kind: .smallTapTarget, rect: .init(x: 0, y: 0, width: 30, height: 30), message: awkward),
    ]
    let manifest = SiteManifest(
      referenceDate: "r", device: "d", shard: nil, widgets: [], previews: [preview, record("plain")], failures: [], files: [])
    let json = String(decoding: manifest.jsonData(), as: UTF8.self)
    XCTAssertEqual(json, String(decoding: try encoded(manifest), as: UTF8.self))
    // Each element and finding is one line, its rect four numbers.
    for line in [
      "\n        {\"hint\" : ", "\"rect\" : [0, 0, 1e-07, 1e+20], \"spoken\" : ",
      "\n        {\"kind\" : \"smallTapTarget\", \"measured\" : [], \"message\" : ",
      "\"measured\" : [{\"name\" : \"ratio\", \"value\" : 2.9}, {\"name\" : \"required\", \"value\" : 4.5}]",
    ] {
      XCTAssertTrue(json.contains(line), line)
    }
    XCTAssertTrue(json.contains("\"rect\" : [16, 16.5, 126, 20.25]"), json)
    XCTAssertEqual(json.components(separatedBy: "\"accessibilityElements\"").count - 1, 1, "left out of the empty record")
    XCTAssertEqual(json.components(separatedBy: "\"findings\"").count - 1, 1, "left out of the empty record")
    XCTAssertEqual(try JSONDecoder().decode(SiteManifest.self, from: manifest.jsonData()), manifest)
  }

  func testAnEmptyManifestAndNumbersMatchJSONEncoder() throws {
    let empty = SiteManifest(referenceDate: "r", device: "d", shard: nil, widgets: [], previews: [], failures: [], files: [])
    XCTAssertEqual(empty.jsonData(), try encoded(empty))
    var numbers = empty
    numbers.previews = [
      0, -0.0, 1, -1, 158, -158, 0.1, 1.0 / 3, 123_456_789.123, 999_999_999_999_999, -999_999_999_999_999, 1e15, 1e16,
      12_345_678_901_234_567_168, 1e-7, -2.5,
    ].map {
      var preview = record("n")
      preview.size = [$0]
      return preview
    }
    XCTAssertEqual(String(decoding: numbers.jsonData(), as: UTF8.self), String(decoding: try encoded(numbers), as: UTF8.self))
  }
}
