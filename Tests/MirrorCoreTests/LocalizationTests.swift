import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

/// Text literals are looked up in the rendered locale's strings by the key Xcode extracts.
@MainActor final class LocalizationTests: XCTestCase {
  private func text(_ view: Text, _ table: [String: String], locale: String = "de") -> String {
    resolve(view) { $0.localizationTable = LocalizationTable(locale: locale, tables: ["Localizable": table]) }.texts.joined()
  }

  func testKeysHaveAFormatSpecifierPerInterpolation() async {
    let name = "Anna"
    let count = 3
    let ratio = 0.5
    XCTAssertEqual(LocalizedStringKey("Hello \(name)").key, "Hello %@")
    XCTAssertEqual(LocalizedStringKey("\(count) items").key, "%lld items")
    XCTAssertEqual(LocalizedStringKey("\(ratio)").key, "%lf")
    XCTAssertEqual(LocalizedStringKey("\(ratio, specifier: "%.1f") km").key, "%.1f km")
    XCTAssertEqual(LocalizedStringKey("100% of \(name)").key, "100%% of %@")
    XCTAssertEqual(LocalizedStringKey("100%").key, "100%", "a literal alone is its own key")
    XCTAssertEqual(LocalizedStringKey("Due \(Text("today").bold())").key, "Due %@")
  }

  func testLiteralsAreTranslatedWithTheirValuesInPlace() async {
    let name = "Anna"
    let count = 3
    XCTAssertEqual(text(Text("Hello \(name)"), ["Hello %@": "Hallo %@!"]), "Hallo Anna!")
    XCTAssertEqual(text(Text("\(count) of \(name)"), ["%lld of %@": "%2$@: %1$lld"]), "Anna: 3")
    XCTAssertEqual(text(Text("Done"), ["Done": "Fertig"]), "Fertig")
    XCTAssertEqual(text(Text("Done"), ["Other": "Andere"]), "Done", "a key the table lacks is shown as written")
    XCTAssertEqual(text(Text(verbatim: "Done"), ["Done": "Fertig"]), "Done", "verbatim text is never translated")
    XCTAssertEqual(text(Text("Done"), [:]), "Done")
    XCTAssertEqual(resolve(Text("Done")).texts, ["Done"], "no locale chosen")
  }

  func testStyledInterpolationsKeepTheirStyleInTheTranslation() async throws {
    let node = resolve(Text("Due \(Text("today").bold())")) {
      $0.localizationTable = LocalizationTable(locale: "de", tables: ["Localizable": ["Due %@": "%@ fällig"]])
    }
    guard case .text(let resolved) = node.kind else { return XCTFail("text") }
    XCTAssertEqual(resolved.runs.map(\.string), ["today", " fällig"])
    XCTAssertEqual(resolved.runs.first?.font.weight, Font.Weight.bold.value)
  }

  func testCatalogsAndStringsFilesAreReadForTheLocaleAndItsLanguage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog =
      #"{"sourceLanguage":"en","strings":{"Hello %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo %@"}},"fr":{"stringUnit":{"state":"translated","value":"Bonjour %@"}}}},"Untranslated":{}},"version":"1.0"}"#
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    try Data("/* Widget */\n\"Streak\" = \"Serie\";\n\"Say \\\"hi\\\"\" = \"Sag \\\"hallo\\\"\";\n".utf8)
      .write(to: folder.appendingPathComponent("de.lproj/Widget.strings"))
    let table = try LocalizationTable(directory: folder, locale: "de-AT")
    XCTAssertEqual(table.value(for: "Hello %@", table: nil), "Hallo %@")
    XCTAssertEqual(table.value(for: "Streak", table: "Widget"), "Serie")
    XCTAssertEqual(table.value(for: "Say \"hi\"", table: "Widget"), "Sag \"hallo\"")
    XCTAssertNil(table.value(for: "Untranslated", table: nil))

    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("Broken.xcstrings"))
    XCTAssertThrowsError(try LocalizationTable(directory: folder, locale: "de")) { error in
      XCTAssertTrue("\(error)".contains("Broken.xcstrings"), "\(error)")
    }
  }
}
