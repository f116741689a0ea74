import Foundation
import IntentDefinitions
import XCTest

final class IntentDefinitionTests: XCTestCase {
  private func write(_ plist: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("intents-\(getpid())-\(plist.count).intentdefinition")
    try Data(plist.utf8).write(to: url)
    return url
  }

  func testParametersGetXcodesTypesAndTheFilesDefaults() throws {
    let url = try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>INEnums</key><array><dict><key>INEnumName</key><string>Size</string><key>INEnumValues</key><array>
        <dict><key>INEnumValueName</key><string>unknown</string></dict>
        <dict><key>INEnumValueName</key><string>big</string><key>INEnumValueIndex</key><integer>1</integer></dict>
      </array></dict></array>
      <key>INIntents</key><array><dict><key>INIntentName</key><string>Pick</string><key>INIntentParameters</key><array>
        <dict><key>INIntentParameterName</key><string>size</string><key>INIntentParameterType</key><string>Integer</string>
          <key>INIntentParameterEnumType</key><string>Size</string>
          <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>big</string></dict></dict>
        <dict><key>INIntentParameterName</key><string>limit</string><key>INIntentParameterType</key><string>Integer</string>
          <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><integer>3</integer></dict></dict>
        <dict><key>INIntentParameterName</key><string>tags</string><key>INIntentParameterType</key><string>String</string>
          <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
        <dict><key>INIntentParameterName</key><string>note</string><key>INIntentParameterType</key><string>String</string>
          <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>a "b"\\</string></dict></dict>
      </array></dict></array>
      </dict></plist>
      """)
    defer { try? FileManager.default.removeItem(at: url) }
    let source = try IntentDefinition(contentsOf: url).source
    XCTAssertTrue(
      source.contains("public enum `Size`: Int, CaseIterable, Sendable {\n    case `unknown` = 0\n    case `big` = 1\n}"), source)
    XCTAssertTrue(source.contains("public class `PickIntent`: INIntent, @unchecked Sendable {"), source)
    XCTAssertTrue(source.contains("public var `size`: Size = .`big`"), source)
    XCTAssertTrue(source.contains("public var `limit`: NSNumber? = NSNumber(value: 3)"), source)
    XCTAssertTrue(source.contains("public var `tags`: [String]? = nil"), source)
    XCTAssertTrue(source.contains(#"public var `note`: String? = "a \"b\"\\""#), source)
  }

  func testABrokenFileIsAnErrorNamingIt() throws {
    let url = try write("not a plist")
    defer { try? FileManager.default.removeItem(at: url) }
    XCTAssertThrowsError(try IntentDefinition(contentsOf: url)) { error in
      XCTAssertEqual(error as? IntentDefinitionError, .malformed(url.path, "not a property list dictionary"))
    }
  }
}
