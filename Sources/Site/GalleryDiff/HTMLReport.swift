import Foundation
import Mustache

/// The self-contained HTML report: counts, then every changed, added and removed preview with
/// its change in words and four views of the two pictures (two-up, swipe, onion skin and a
/// pixel difference computed in the browser with canvas), then the unchanged previews listed.
///
/// Images: the SVGs of listed previews are embedded as `data:` URIs (each file once) until
/// `embedLimit` bytes of SVG are embedded; later ones are referenced by paths relative to the
/// report (`oldPath`/`newPath`), so keep the report next to the folders when that happens.
/// Unchanged previews are listed without pictures. Every string from a site is escaped.
package struct HTMLReport {
  /// The folders whose files the report embeds.
  package var oldFolder: URL
  package var newFolder: URL
  /// The old and new folders as seen from the report's folder, for referenced images.
  package var oldPath: String
  package var newPath: String
  /// Prepended to gallery links of new (and added) previews, and of removed ones.
  package var newGalleryBase: String
  package var oldGalleryBase: String
  /// Bytes of SVG embedded at most before images are referenced instead.
  package var embedLimit = 40_000_000

  package init(oldFolder: URL, newFolder: URL, oldPath: String, newPath: String, newGalleryBase: String, oldGalleryBase: String) {
    self.oldFolder = oldFolder
    self.newFolder = newFolder
    self.oldPath = oldPath
    self.newPath = newPath
    self.newGalleryBase = newGalleryBase
    self.oldGalleryBase = oldGalleryBase
  }

  /// The HTML document.
  package func render(_ report: DiffReport) -> String {
    var images: [String: String] = [:]
    var embedded = 0
    func image(_ side: String, _ folder: URL, _ relative: String, _ file: String?) -> String {
      guard let file else { return "" }
      let key = side + ":" + file
      if images[key] == nil {
        if embedded < embedLimit, let data = try? Data(contentsOf: folder.appendingPathComponent(file)) {
          embedded += data.count
          images[key] = "data:image/svg+xml;base64," + data.base64EncodedString()
        } else {
          images[key] = Self.join(relative, file)
        }
      }
      return key
    }

    let sections = report.previews.filter { $0.status != .unchanged }.enumerated().map { index, preview in
      HTMLReportPage.Section(
        index: index, status: preview.status.rawValue, previewID: preview.id, galleryLink: galleryLink(preview),
        hasChanges: !preview.sentences.isEmpty, changes: preview.changes, accessibility: preview.accessibility,
        oldImage: image("old", oldFolder, oldPath, preview.oldFile), newImage: image("new", newFolder, newPath, preview.newFile),
        isChanged: preview.status == .changed)
    }
    let unchanged = report.previews(.unchanged).map {
      HTMLReportPage.UnchangedList.Item(itemID: $0.id, itemHref: $0.galleryLink.map { newGalleryBase + $0 })
    }
    let page = HTMLReportPage(
      css: Self.assets.css, script: Self.assets.script, images: Self.scriptJSON(images),
      oldFolder: report.old, newFolder: report.new,
      matching: report.mode == .site ? "sites, previews matched by anchor" : "snapshot folders, files matched by path",
      schemaNotes: report.schemaNotes, accessibilitySummary: report.accessibilitySummary,
      accessibilityItems: sections.filter { !$0.accessibility.isEmpty }.flatMap { section in
        section.accessibility.map {
          HTMLReportPage.AccessibilityItem(itemIndex: section.index, itemPreview: section.previewID, sentence: $0)
        }
      },
      changedCount: report.counts.changed, addedCount: report.counts.added, removedCount: report.counts.removed,
      unchangedCount: report.counts.unchanged, sections: sections,
      unchangedList: unchanged.isEmpty ? nil : HTMLReportPage.UnchangedList(total: unchanged.count, items: unchanged))
    return Self.assets.template.render(page)
  }

  private func galleryLink(_ preview: PreviewDiff) -> HTMLReportPage.GalleryLink? {
    guard let link = preview.galleryLink else { return nil }
    let removed = preview.status == .removed
    return HTMLReportPage.GalleryLink(
      href: (removed ? oldGalleryBase : newGalleryBase) + link, side: removed ? "old" : "new",
      oldHref: preview.status == .changed ? oldGalleryBase + link : nil)
  }

  /// `base/file` with one slash, or `file` when the base is empty.
  package static func join(_ base: String, _ file: String) -> String {
    if base.isEmpty || base == "." { return file }
    return base.hasSuffix("/") ? base + file : base + "/" + file
  }

  /// A JSON object of the images, safe inside a `<script>` element, keys sorted.
  static func scriptJSON(_ images: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(images)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return json.replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
  }

  /// The bundled template, CSS and script (`Report/`), read once. In `report.css`, swipe and
  /// onion skin stack the two figures in one grid cell as wide as the wider picture (not the
  /// page), so the swipe's clip percentage is a share of the picture.
  private static let assets: (template: MustacheTemplate, css: String, script: String) = {
    let folder = Bundle.module.resourceURL!.appendingPathComponent("Report", isDirectory: true)
    func read(_ name: String) -> String {
      // The files are part of this module: a missing or unreadable one is a broken install.
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
        fatalError("the diff report's bundled \(name) is missing from \(folder.path)")
      }
      return text
    }
    /// The CSS and script go inside elements that end on the same line.
    func trimmed(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }
    do {
      let template = try MustacheTemplate(string: read("report.mustache"))
      return (template, trimmed(read("report.css")), trimmed(read("report.js")))
    } catch {
      fatalError("the diff report's bundled report.mustache is not valid Mustache: \(error)")
    }
  }()
}
