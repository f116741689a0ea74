import ArgumentParser
import Foundation
import XCTest

@testable import GalleryCLI

/// `init-ci`: the bundled templates with the values asked for, written where the CI system
/// reads them, and never over a file it did not write or that was edited since.
final class InitCICommandTests: CommandLineTestCase {
  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

  func testGitHubWorkflowWithTheShardsAndProductAskedFor() throws {
    let output = path(".github/workflows/widget-gallery.yml")
    XCTAssertEqual(exitStatus(["init-ci", "--shards", "3", "--product", "MyWidgets", "--output", output]), 0)
    let text = try read(".github/workflows/widget-gallery.yml")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertEqual(lines.filter { $0.hasSuffix(CITemplate.shardsMarker) }, ["        shard: [1, 2, 3]  # init-ci --shards"])
    XCTAssertEqual(lines.filter { $0.hasSuffix(CITemplate.productMarker) }, ["  GALLERY_PRODUCT: MyWidgets  # init-ci --product"])
    XCTAssertTrue(
      lines[0].hasPrefix("# Written by `widget-gallery init-ci --github --shards 3 --product MyWidgets` (content hash "))
    let template = CITemplate.bundled(.github)
    XCTAssertEqual(
      lines.dropFirst().filter { !$0.contains("# init-ci --") },
      template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.contains("# init-ci --") },
      "everything else is the template as it is")
  }

  func testGitLabPipelineCountsItsParallelJobs() throws {
    XCTAssertEqual(exitStatus(["init-ci", "--gitlab", "--shards", "6", "--output", path("ci.yml")]), 0)
    let text = try read("ci.yml")
    XCTAssertTrue(text.contains("\n  parallel: 6  # init-ci --shards\n"), text)
    XCTAssertTrue(text.contains("\n  GALLERY_PRODUCT: widget-gallery  # init-ci --product\n"))
  }

  func testEachTemplateHasEachMarkerOnce() {
    for system in CITemplate.System.allCases {
      let lines = CITemplate.bundled(system).split(separator: "\n")
      for marker in [CITemplate.shardsMarker, CITemplate.productMarker] {
        XCTAssertEqual(lines.filter { $0.hasSuffix(marker) }.count, 1, "\(system) \(marker)")
      }
      XCTAssertEqual(
        CITemplate(system: system, shards: 4, product: "widget-gallery").rendered().drop { $0 != "\n" }.dropFirst(),
        Substring(CITemplate.bundled(system)), "the defaults are the template's own values")
    }
  }

  func testItsOwnUneditedFileIsReplacedAndNothingElse() throws {
    let output = path("gallery.yml")
    XCTAssertEqual(exitStatus(["init-ci", "--output", output]), 0)
    XCTAssertEqual(exitStatus(["init-ci", "--shards", "8", "--output", output]), 0, "its own file, unedited")
    XCTAssertTrue(try read("gallery.yml").contains("shard: [1, 2, 3, 4, 5, 6, 7, 8]"))

    let edited = try read("gallery.yml").replacingOccurrences(of: "runs-on: ubuntu-latest", with: "runs-on: my-runner")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: output))
    XCTAssertEqual(exitStatus(["init-ci", "--output", output]), 2, "edited since")
    XCTAssertEqual(try read("gallery.yml"), edited, "nothing touched")

    try Data("name: mine\n".utf8).write(to: URL(fileURLWithPath: path("mine.yml")))
    XCTAssertEqual(exitStatus(["init-ci", "--output", path("mine.yml")]), 2, "a file it did not write")
    XCTAssertEqual(try read("mine.yml"), "name: mine\n")

    try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
    XCTAssertEqual(exitStatus(["init-ci", "--output", path("folder")]), 2, "a folder")
    try FileManager.default.createSymbolicLink(atPath: path("link.yml"), withDestinationPath: output)
    XCTAssertEqual(exitStatus(["init-ci", "--output", path("link.yml")]), 2, "a link, even to its own file")
  }

  func testUneditedOutputIsToldFromLookalikes() {
    let written = CITemplate(system: .gitlab, shards: 2, product: "P").rendered()
    XCTAssertTrue(CITemplate.isUneditedOutput(written))
    XCTAssertFalse(CITemplate.isUneditedOutput(written + "# more\n"))
    XCTAssertFalse(CITemplate.isUneditedOutput(written.replacingOccurrences(of: "--shards 2", with: "--shards 3")))
    XCTAssertFalse(CITemplate.isUneditedOutput(CITemplate.bundled(.gitlab)))
    XCTAssertFalse(CITemplate.isUneditedOutput(""))
  }

  func testBadValuesAreTwo() {
    XCTAssertEqual(exitStatus(["init-ci", "--shards", "0", "--output", path("a.yml")]), 2)
    XCTAssertEqual(exitStatus(["init-ci", "--gitlab", "--shards", "201", "--output", path("a.yml")]), 2)
    XCTAssertEqual(exitStatus(["init-ci", "--shards", "256", "--output", path("a.yml")]), 0, "GitHub's matrix takes 256")
    XCTAssertEqual(exitStatus(["init-ci", "--product", "my product", "--output", path("b.yml")]), 2)
    XCTAssertEqual(exitStatus(["init-ci", "--product", "x\n  evil: 1", "--output", path("b.yml")]), 2)
    XCTAssertEqual(exitStatus(["init-ci", "--github", "--gitlab", "--output", path("b.yml")]), 2)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path("b.yml")))
  }
}
