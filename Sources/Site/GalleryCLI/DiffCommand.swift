import ArgumentParser
import Foundation
import GalleryDiff

/// `widget-gallery diff OLD NEW`: compares two sites or snapshot folders and writes reports.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two gallery sites (by manifest anchors) or two snapshot folders (by path).",
    discussion: """
      Prints the counts and what changed in words, and writes the reports asked for. Exit \
      codes: 0 nothing changed; 1 previews were added, removed or changed (0 with \
      --exit-zero-on-changes); 2 the folders could not be compared or a report not written.
      """)

  @Argument(help: "The old site or snapshot folder (e.g. the base branch's Site/).", completion: .directory)
  var old: String

  @Argument(help: "The new site or snapshot folder.", completion: .directory)
  var new: String

  @Option(help: "Write the self-contained HTML report here (changed SVGs embedded).", completion: .file(extensions: ["html"]))
  var html: String?

  @Option(help: "Write the Markdown summary for a pull-request comment here.", completion: .file(extensions: ["md"]))
  var markdown: String?

  @Option(help: "Write a JUnit XML report here (one test case per preview).", completion: .file(extensions: ["xml"]))
  var junit: String?

  @Option(help: "Write the JSON report here.", completion: .file(extensions: ["json"]))
  var json: String?

  @Option(help: "Where the new site is published (e.g. a Pages URL), for gallery links in reports.")
  var galleryURL: String?

  @Option(help: "Where the HTML report is published (e.g. a CI artifact's URL), for links to its sections in the Markdown.")
  var reportURL: String?

  @Flag(help: "Exit 0 even when previews changed (errors still exit 2).")
  var exitZeroOnChanges = false

  func run() throws {
    let oldURL = URL(fileURLWithPath: old)
    let newURL = URL(fileURLWithPath: new)
    let report = try GalleryDiffer().compare(old: oldURL, new: newURL, oldName: old, newName: new)
    let published = galleryURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    do {
      if let html {
        let folder = URL(fileURLWithPath: html).deletingLastPathComponent()
        let oldPath = Self.relativePath(from: folder, to: oldURL)
        let newPath = Self.relativePath(from: folder, to: newURL)
        let writer = HTMLReport(
          oldFolder: oldURL, newFolder: newURL, oldPath: oldPath, newPath: newPath,
          newGalleryBase: published ?? HTMLReport.join(newPath, ""), oldGalleryBase: HTMLReport.join(oldPath, ""))
        try Data(writer.render(report).utf8).write(to: URL(fileURLWithPath: html))
      }
      if let markdown {
        try Data(MarkdownReport(galleryBase: published, reportURL: reportURL).render(report).utf8).write(
          to: URL(fileURLWithPath: markdown))
      }
      if let junit { try Data(JUnitReport().render(report).utf8).write(to: URL(fileURLWithPath: junit)) }
      if let json { try report.jsonData().write(to: URL(fileURLWithPath: json)) }
    } catch {
      throw DiffError("cannot write a report", underlying: error)
    }
    print(Self.summary(report), terminator: "")
    if report.hasChanges && !exitZeroOnChanges { throw ExitCode.differs }
  }

  /// The console summary: the manifests' schema versions when one is older, the counts, the
  /// accessibility changes (new and fixed findings first), then each listed preview with its
  /// sentences.
  static func summary(_ report: DiffReport) -> String {
    let c = report.counts
    var text = report.schemaNotes.map { $0 + "\n" }.joined()
    text += "\(c.changed) changed, \(c.added) added, \(c.removed) removed, \(c.unchanged) unchanged\n"
    if let summary = report.accessibilitySummary {
      text += "accessibility: \(summary)\n"
      for preview in report.accessibilityChanges {
        for sentence in preview.accessibility { text += "  \(preview.id): \(sentence)\n" }
      }
    }
    for preview in report.previews where preview.status != .unchanged {
      text += "\(preview.status.rawValue): \(preview.id)\n"
      for sentence in preview.sentences { text += "  \(sentence)\n" }
    }
    return text
  }

  /// `to` as a path relative to the folder `from` (both made absolute and standardized).
  static func relativePath(from: URL, to: URL) -> String {
    let base = from.standardizedFileURL.pathComponents
    let target = to.standardizedFileURL.pathComponents
    var common = 0
    while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
