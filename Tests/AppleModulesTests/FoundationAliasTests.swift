import Foundation
import XCTest

/// The Foundation names the GeneratedAssetSymbols plugin aliases into every target are exactly
/// the public top-level names of FoundationAdditions and the public aliases of
/// FoundationFixtures: a name added there and not to the plugin's list would be missing from
/// files that import only Foundation.
final class FoundationAliasTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func testThePluginAliasesEveryPublicTopLevelNameOfFoundationAdditions() throws {
    let additions = root.appendingPathComponent("Sources/Mirror/FoundationAdditions")
    let fixtures = root.appendingPathComponent("Sources/Mirror/FoundationFixtures")
    let declaration = try Regex(#"^(?:  )?(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|let|var) (\w+)"#)
    let alias = try Regex(#"^public typealias (\w+)"#)
    var declared: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = try alias.firstMatch(in: line), let name = match.output[1].substring {
          declared.insert(String(name))
        }
      }
    }
    let folder = additions
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = try declaration.firstMatch(in: line), let name = match.output[1].substring {
          declared.insert(String(name))
        }
      }
    }
    let plugin = try String(
      contentsOf: root.appendingPathComponent("Plugins/GeneratedAssetSymbols/plugin.swift"), encoding: .utf8)
    let lists = try Regex(#"static let foundation\w+ = \[([^\]]*)\]"#)
    let listed = Set(
      plugin.matches(of: lists).flatMap { match in
        (match.output[1].substring ?? "").split(separator: ",").map {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\""))
        }.filter { !$0.isEmpty }
      })
    XCTAssertFalse(declared.isEmpty)
    XCTAssertEqual(listed, declared, "Plugins/GeneratedAssetSymbols/plugin.swift lists these names")
  }
}
