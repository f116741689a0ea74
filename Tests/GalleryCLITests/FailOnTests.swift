import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI
@testable import GallerySite

/// `build --fail-on KIND…` takes the finding kinds by name, repeated or in a list, and lists
/// each finding of those kinds with its widget, family, entry, appearance, kind and message.
final class FailOnTests: CommandLineTestCase {
  private func record(_ appearance: Appearance, _ findings: [PreviewRecord.Finding]) -> PreviewRecord {
    var record = PreviewRecord(
      widget: "Steps", kind: "Steps", family: .widget(.systemSmall), entry: .timeline(index: 0), date: "", relevance: nil,
      policy: "atEnd", appearance: appearance, size: [158, 158], file: "", anchor: "", tapTargets: [], accessibilityTitle: "",
      hash: "")
    record.findings = findings
    return record
  }

  private let contrast = PreviewRecord.Finding(
    kind: .contrast, rect: .init(x: 0, y: 0, width: 10, height: 10), message: "contrast of 'Updated 9:41' is 2.9:1, below 4.5:1",
    text: "Updated 9:41", measured: [.init(name: "ratio", value: 2.9), .init(name: "required", value: 4.5)])
  private let small = PreviewRecord.Finding(
    kind: .smallText, rect: .init(x: 0, y: 0, width: 10, height: 10), message: "'kcal' is 9 pt, under 11 pt")

  func testTheKindsParseByNameRepeatedOrListed() throws {
    let listed = try XCTUnwrap(
      GalleryCommand.parseAsRoot(["build", "--fail-on", "contrast", "smallTapTarget"]) as? BuildCommand)
    XCTAssertEqual(listed.failOn, [.contrast, .smallTapTarget])
    let repeated = try XCTUnwrap(
      GalleryCommand.parseAsRoot(["build", "--fail-on", "contrast", "--fail-on", "duplicate"]) as? BuildCommand)
    XCTAssertEqual(repeated.failOn, [.contrast, .duplicate])
    XCTAssertEqual(exitStatus(["build", "--fail-on", "loud"]), 2, "an unknown kind is bad usage")
    XCTAssertEqual(
      PreviewRecord.Finding.Kind.allValueStrings,
      ["contrast", "truncated", "clipped", "overflow", "smallText", "smallTapTarget", "unlabelled", "duplicate"])
  }

  func testEachFindingOfTheChosenKindsIsNamedInFull() {
    let previews = [record(.light, [contrast, small]), record(.dark, [small])]
    XCTAssertEqual(
      FindingCheck(kinds: [.smallText]).failures(in: previews),
      [
        "Steps systemSmall entry-0 light: smallText: 'kcal' is 9 pt, under 11 pt",
        "Steps systemSmall entry-0 dark: smallText: 'kcal' is 9 pt, under 11 pt",
      ])
    XCTAssertEqual(
      FindingCheck(kinds: [.contrast, .duplicate]).failures(in: previews),
      ["Steps systemSmall entry-0 light: contrast: contrast of 'Updated 9:41' is 2.9:1, below 4.5:1"])
    XCTAssertEqual(FindingCheck(kinds: [.unlabelled]).failures(in: previews), [])
    XCTAssertEqual(FindingCheck(kinds: []).failures(in: previews), [])
    XCTAssertEqual(
      FindingCheck.summary(3, kinds: [.smallText, .contrast]),
      "3 accessibility findings of the kinds --fail-on names (contrast, smallText)")
  }

  /// `--fail-on` only reads the findings: it is no input of the build record.
  func testFailOnIsNoInputOfTheBuild() {
    XCTAssertTrue(BuildCommand.notInputs.contains("failOn"))
  }

  /// A widget with 8 pt text: `--fail-on smallText` writes the site, then exits 1; kinds it does
  /// not have pass.
  func testABuildWithFindingsOfAChosenKindWritesTheSiteAndExitsOne() throws {
    let configuration = StaticConfiguration(kind: "Tiny", provider: StubProvider.single()) { _ in
      Text("tiny print").font(.system(size: 8)).containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    WidgetRegistry.sources = [GalleryWidget(configuration: configuration.galleryConfiguration)]
    let site = folder.appendingPathComponent("Site")
    let options = ["build", "--output", site.path, "--widgets", "Tiny", "--appearances", "light", "--timeout", "2"]
    XCTAssertEqual(exitStatus(options + ["--fail-on", "smallText"]), 1)
    let manifest = try SiteManifest.decode(Data(contentsOf: site.appendingPathComponent("manifest.json")), file: "manifest.json")
    let findings = manifest.previews.flatMap(\.findings)
    XCTAssertTrue(findings.contains { $0.kind == .smallText && $0.text == "tiny print" }, "\(findings)")
    XCTAssertFalse(FindingCheck(kinds: [.smallText]).failures(in: manifest.previews).isEmpty)
    XCTAssertEqual(exitStatus(options + ["--fail-on", "contrast", "duplicate"]), 0, "no finding of those kinds")
    XCTAssertEqual(exitStatus(options + ["--fail-on", "smallText"]), 1, "an up-to-date site is checked too")
  }
}
