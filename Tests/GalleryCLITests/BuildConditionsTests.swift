import ArgumentParser
import Foundation
import GalleryRunner
import GallerySite
import LayoutEngine
import MirrorCore
import SwiftUI
import XCTest

@testable import GalleryCLI

/// `build --dynamic-type SIZE…`, `--device NAME…` and `--locale ID…` take several values,
/// the primary one first, and make the build's conditions.
final class BuildConditionsTests: XCTestCase {
  private func command(_ arguments: [String]) throws -> BuildCommand {
    try XCTUnwrap(BuildCommand.parseAsRoot(arguments) as? BuildCommand)
  }

  func testRepeatableOptionsMakeTheMatrix() throws {
    let build = try command([
      "--dynamic-type", "large", "accessibility3", "--device", "iphone-393x852", "iphone-375x667", "--locale", "en", "de",
    ])
    XCTAssertEqual(build.dynamicType, [.large, .accessibility3])
    XCTAssertEqual(build.device.map(\.name), ["iphone-393x852", "iphone-375x667"])
    XCTAssertEqual(build.locale, ["en", "de"])
    let options = try build.siteOptions()
    XCTAssertEqual(options.conditions.count, 8)
    XCTAssertEqual(options.primaryCondition, PreviewCondition(dynamicTypeSize: "large", device: "iphone-393x852", locale: "en"))
    XCTAssertEqual(options.processConditions.count, 4, "this process renders only the first locale")
    XCTAssertTrue(options.hasConditions)
    // The option may also be given once per value.
    let repeated = try command(["--dynamic-type", "large", "--dynamic-type", "xxLarge"])
    XCTAssertEqual(repeated.dynamicType, [.large, .xxLarge])
  }

  func testOneValueOfEachIsTheBuildOfToday() throws {
    let options = try command(["--dynamic-type", "accessibility2", "--locale", "de"]).siteOptions()
    XCTAssertFalse(options.hasConditions)
    XCTAssertEqual(options.dynamicTypeSize, .accessibility2)
    XCTAssertEqual(options.device, .default)
    XCTAssertEqual(options.localization?.locale, "de")
    XCTAssertFalse(try command([]).siteOptions().hasConditions)
  }

  func testBadValuesAreRefusedWithTheirNames() throws {
    XCTAssertThrowsError(try BuildCommand.parseAsRoot(["--dynamic-type", "huge"])) { error in
      let message = BuildCommand.message(for: error)
      XCTAssertTrue(message.contains("huge"), message)
      XCTAssertTrue(message.contains("accessibility5"), "the sizes are listed: \(message)")
    }
    XCTAssertThrowsError(try BuildCommand.parseAsRoot(["--device", "iphone-393x852", "iphone-393x852"])) { error in
      XCTAssertTrue(BuildCommand.message(for: error).contains("--device names iphone-393x852 twice"))
    }
    XCTAssertThrowsError(try BuildCommand.parseAsRoot(["--locale", "de", "de"]))
    XCTAssertThrowsError(try BuildCommand.parseAsRoot(["--locale", "de", "--locale-part", "2", "--worker-folder", "/tmp"]))
  }

  func testTheLocaleProcessRendersItsOwnLocale() throws {
    let build = try command(["--locale", "en", "de", "--locale-part", "2", "--worker-folder", "/tmp"])
    let options = try build.siteOptions()
    XCTAssertEqual(options.localization?.locale, "de")
    XCTAssertEqual(options.locales, ["en", "de"])
    XCTAssertEqual(options.processConditions.map(\.condition.locale), ["de"])
    XCTAssertEqual(options.primaryCondition.locale, "en")
  }

  /// A locale's process is started with its locale for Foundation, and the Double-Length
  /// Pseudolanguage's with English text doubled.
  func testEachLocaleProcessGetsItsOwnEnvironment() {
    XCTAssertEqual(BuildCommand.processEnvironment(for: "de"), ["WIDGETGALLERY_LOCALE": "de"])
    XCTAssertEqual(BuildCommand.processEnvironment(for: "Right-to-Left Pseudolanguage"), ["WIDGETGALLERY_LOCALE": "en"])
    XCTAssertEqual(
      BuildCommand.processEnvironment(for: "Double-Length Pseudolanguage"),
      ["WIDGETGALLERY_LOCALE": "en", "WIDGETGALLERY_DOUBLE_LENGTH": "1"])
  }

  func testTheConditionsFileHoldsTheDefaultMatrix() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(ConditionsFile.name)
    try Data(
      #"{"dynamicTypeSizes": ["large", "accessibility3"], "devices": ["iphone-375x667"], "locales": ["en", "de"]}"#.utf8
    ).write(to: file)
    var build = try command(["--conditions", file.path])
    try build.applyConditionsFile()
    XCTAssertEqual(build.dynamicType, [.large, .accessibility3])
    XCTAssertEqual(build.device.map(\.name), ["iphone-375x667"])
    XCTAssertEqual(build.locale, ["en", "de"])
    // An option replaces the file's values for its respect.
    var given = try command(["--conditions", file.path, "--dynamic-type", "xxLarge"])
    try given.applyConditionsFile()
    XCTAssertEqual(given.dynamicType, [.xxLarge])
    XCTAssertEqual(given.locale, ["en", "de"])
    // `none` reads no file; a file named and missing is an error.
    var none = try command(["--conditions", "none"])
    try none.applyConditionsFile()
    XCTAssertEqual(none.dynamicType, [])
    var missing = try command(["--conditions", folder.appendingPathComponent("nothing.json").path])
    XCTAssertThrowsError(try missing.applyConditionsFile())
  }

  func testABadConditionsFileIsNamedWithItsKeyAndValue() {
    func message(_ json: String) -> String {
      do {
        _ = try ConditionsFile.parse(Data(json.utf8), file: "/p/.widget-gallery.json")
        return "no error"
      } catch {
        XCTAssertEqual(GalleryCommand.exitStatus(for: error), 2)
        return "\(error)"
      }
    }
    XCTAssertEqual(
      message(#"{"dynamicTypeSizes": ["huge"]}"#),
      "/p/.widget-gallery.json: \"dynamicTypeSizes\": unknown size \"huge\"; sizes: "
        + DynamicTypeSize.allValueStrings.joined(separator: ", "))
    XCTAssertTrue(
      message(#"{"devices": ["iphone"]}"#).hasPrefix("/p/.widget-gallery.json: \"devices\": unknown device \"iphone\""))
    XCTAssertEqual(
      message(#"{"locale": ["de"]}"#),
      "/p/.widget-gallery.json: unknown key \"locale\"; the keys are dynamicTypeSizes, devices, locales")
    XCTAssertEqual(message(#"{"locales": "de"}"#), "/p/.widget-gallery.json: \"locales\" must be a list of strings")
    XCTAssertEqual(message(#"{"locales": ["de", "de"]}"#), "/p/.widget-gallery.json: \"locales\" names \"de\" twice")
    XCTAssertTrue(message("[1]").hasSuffix("it is not a JSON object"))
    XCTAssertTrue(message("{").contains("it is not valid JSON"))
  }
}
