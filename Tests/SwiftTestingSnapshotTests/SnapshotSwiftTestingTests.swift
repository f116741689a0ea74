import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import WidgetGallerySnapshotTesting
import WidgetKit

/// The snapshot strategies in Swift Testing, as a package's test target writes them: `import
/// Testing` beside `import SwiftUI` (which brings UIKit, and with it Swift Testing's UIKit
/// overlay) and `import WidgetKit`. The first two assert against the references committed in
/// `__Snapshots__/`; the others record into a folder of their own and verify against it.
@MainActor @Suite(.serialized) struct SnapshotSwiftTestingTests {
  private let widget = StepsWidget()
  private let entry = StepsEntry(date: Date(timeIntervalSince1970: 1_718_012_460), steps: 8_412, goal: 10_000)

  @Test func svgReference() {
    assertSnapshot(of: StepsView(entry: entry), as: .svg(layout: .widget(.systemSmall)))
    assertSnapshot(of: widget, as: .svg(entry: entry, layout: .widget(.systemMedium), appearance: .dark), named: "widget")
  }

  @Test func pngReference() {
    assertSnapshot(of: StepsView(entry: entry), as: .png(layout: .widget(.systemSmall)))
  }

  @Test(arguments: ["svg", "png"]) func recordsThenVerifiesThenFailsOnAChange(format: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-testing-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    setenv("SNAPSHOT_ARTIFACTS", folder.appendingPathComponent("artifacts").path, 1)
    func verify(_ view: StepsView, record: SnapshotTestingConfiguration.Record) -> String? {
      let layout = RenderLayout.widget(.systemSmall)
      return format == "svg"
        ? verifySnapshot(of: view, as: .svg(layout: layout), named: "steps", record: record, snapshotDirectory: folder.path)
        : verifySnapshot(of: view, as: .png(layout: layout), named: "steps", record: record, snapshotDirectory: folder.path)
    }

    let recorded = verify(StepsView(entry: entry), record: .all)
    #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "no message")")
    let recordedFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".\(format)") }
    #expect(recordedFiles.count == 1, "\(recordedFiles)")
    let reference = try Data(contentsOf: folder.appendingPathComponent(try #require(recordedFiles.first)))
    #expect(reference.prefix(format == "svg" ? 5 : 4) == Data(format == "svg" ? Array("<?xml".utf8) : [0x89, 0x50, 0x4E, 0x47]))

    #expect(verify(StepsView(entry: entry), record: .never) == nil)
    let changed = StepsEntry(date: entry.date, steps: 412, goal: entry.goal)
    let failure = verify(StepsView(entry: changed), record: .never)
    #expect(failure != nil, "a different count must not match the reference")
  }
}
