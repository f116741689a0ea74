import Foundation
import GalleryRunner
import LayoutEngine
import Locking
import MirrorCore
import Mustache
import SwiftUI
import Synchronization
import WidgetKit

/// The HTML pages of a site, rendered from Mustache templates.
///
/// A template folder holds `index.mustache`, `widget.mustache`, `gallery.css` and
/// `gallery.js`; teams pass their own with `--templates` to brand the gallery. Values are
/// HTML-escaped by Mustache (`{{value}}`), so widget text never becomes markup.
package struct SitePages: Sendable {
  private let library: MustacheLibrary
  private let assets: [String: Data]

  /// Loads the templates of a folder.
  ///
  /// - Throws: `SiteError` naming the missing or invalid template file.
  package init(templatesDirectory: URL) throws {
    try self.init(TemplateFiles(folder: templatesDirectory))
  }

  /// Parses a template folder's files, once read.
  ///
  /// - Throws: `SiteError` naming the invalid template file.
  package init(_ files: TemplateFiles) throws {
    var library = MustacheLibrary()
    for template in files.templates {
      do {
        try library.register(template.text, named: template.name)
      } catch {
        throw SiteError.invalidTemplate(path: template.path, underlying: error)
      }
    }
    self.library = library
    self.assets = files.assets
  }

  /// The path of a widget's page, relative to the site folder.
  package static func pagePath(forWidget id: String) -> String {
    "widgets/\(PreviewRecord.slug(id)).html"
  }

  /// Adds the index, one page per widget, and the CSS and script to a rendered site,
  /// rendering the pages on `jobs` threads (the same bytes whatever `jobs` is).
  package func add(to site: inout RenderedSite, jobs: Int = 1) {
    add(to: &site, jobs: jobs, alongside: nil)
  }

  /// Adds the pages as `add(to:jobs:)` does and meanwhile, on the same threads, writes the
  /// manifest of the site with its pages into `manifestFile`: the bytes
  /// `RenderedSite.writeManifest(to:)` writes once the pages are added, for `SiteWriter` to
  /// move into place.
  ///
  /// - Throws: `SiteError.unwritable` when the manifest cannot be written; the pages are
  ///   added all the same.
  package func add(to site: inout RenderedSite, jobs: Int, writingManifestTo manifestFile: URL) throws {
    var manifest = site.manifest
    manifest.files = Set(site.files.keys).union(assets.keys).union(["index.html"]).union(manifest.widgets.map(\.page))
      .union(manifest.previews.contains { !$0.findings.isEmpty } ? [Self.findingsPath] : []).sorted()
    let written = Mutex<(any Error)?>(nil)
    add(to: &site, jobs: jobs) { [manifest] in
      do {
        try manifest.writeJSON(to: manifestFile)
      } catch {
        written.locked { $0 = error }
      }
    }
    if let error = written.locked({ $0 }) { throw error }
  }

  /// Adds the pages on `jobs` threads, which run `alongside` first when it is given.
  private func add(to site: inout RenderedSite, jobs: Int, alongside: (@Sendable () -> Void)?) {
    let manifest = site.manifest
    for (name, data) in assets { site.files[name] = data }
    // Page 0 is the index, page i the i-th widget's; -1 is the work alongside. The threads
    // take the work alongside first, then the page of the widget of the most previews (the
    // longest to render), the index, and the other widgets' pages, the longest first: those
    // that take longest begin at once, the short ones fill the gaps.
    var previews: [String: Int] = [:]
    for preview in manifest.previews { previews[preview.widget, default: 0] += 1 }
    let longest = manifest.widgets.indices.map { (previews[manifest.widgets[$0].id, default: 0], $0 + 1) }
      .sorted { ($0.0, -$0.1) > ($1.0, -$1.1) }.map(\.1)
    let order = (alongside == nil ? [] : [-1]) + longest.prefix(1) + [0] + longest.dropFirst()
    let rendered = BackgroundMap(order, jobs: min(jobs, order.count)) { [self] page in
      switch page {
      case -1:
        alongside?()
        return Data()
      case 0: return Data(render(index(manifest), "index").utf8)
      default: return Data(render(self.page(for: manifest.widgets[page - 1], manifest), "widget").utf8)
      }
    }.results()
    for (page, data) in zip(order, rendered) where page >= 0 {
      site.files[page == 0 ? "index.html" : manifest.widgets[page - 1].page] = data
    }
    if let findings = findingsPage(manifest) { site.files[Self.findingsPath] = Data(render(findings, "findings").utf8) }
  }

  /// The page of accessibility findings, relative to the site folder; written only when a
  /// preview has findings.
  package static let findingsPath = "findings.html"

  /// Each widget's accessibility findings, nil when no preview has any.
  func findingsPage(_ manifest: SiteManifest) -> FindingsPage? {
    var byWidget: [String: [Int]] = [:]
    for position in manifest.previews.indices where !manifest.previews[position].findings.isEmpty {
      byWidget[manifest.previews[position].widget, default: []].append(position)
    }
    guard !byWidget.isEmpty else { return nil }
    var total = 0
    let widgets = manifest.widgets.compactMap { widget -> FindingsPage.Widget? in
      guard let positions = byWidget[widget.id] else { return nil }
      // Each distinct finding once, in first-seen order, with the previews it is in.
      var items: [FindingsPage.Item] = []
      var places: [String: Int] = [:]
      var count = 0
      for position in positions {
        let preview = manifest.previews[position]
        for finding in preview.findings {
          count += 1
          let key = finding.kind.rawValue + "\u{0}" + finding.message
          let place = places[key] ?? items.count
          if place == items.count {
            places[key] = place
            items.append(FindingsPage.Item(kind: finding.kind.rawValue, message: finding.message, previews: []))
          }
          if items[place].previews.count < FindingsPage.listedPreviews {
            if items[place].previews.last?.href != "\(widget.page)#\(preview.anchor)" {
              items[place].previews.append(
                FindingsPage.Preview(
                  href: "\(widget.page)#\(preview.anchor)",
                  name: "\(preview.family.name) \(preview.entry.slug) \(preview.appearance.rawValue)"))
            }
          } else {
            items[place].more = (items[place].more ?? 0) + 1
          }
        }
      }
      total += count
      return FindingsPage.Widget(
        id: widget.id, displayName: widget.displayName, anchor: PreviewRecord.slug(widget.id), page: widget.page, count: count,
        findings: items)
    }
    return FindingsPage(findingCount: total, widgets: widgets)
  }

  private func render(_ object: some Encodable, _ template: String) -> String {
    library.render(TemplateObject.value(of: object), withTemplate: template) ?? ""
  }

  /// Each widget's thumbnail on the index, by its position in `previews`: its first snapshot,
  /// else its first preview, among its light previews when it has any (controls are drawn
  /// dark only). Found in one pass over positions: a long timeline has tens of thousands of
  /// records, and a record read as a value is a copy of every string in it.
  static func thumbnails(_ previews: [PreviewRecord]) -> [String: Int] {
    struct Firsts {
      var any: Int
      var snapshot: Int?, light: Int?, lightSnapshot: Int?
    }
    var firsts: [String: Firsts] = [:]
    for position in previews.indices {
      let isLight = previews[position].appearance == .light
      let isSnapshot = previews[position].entry == .snapshot
      var found = firsts[previews[position].widget] ?? Firsts(any: position, snapshot: nil, light: nil, lightSnapshot: nil)
      if isSnapshot && found.snapshot == nil { found.snapshot = position }
      if isLight && found.light == nil { found.light = position }
      if isLight && isSnapshot && found.lightSnapshot == nil { found.lightSnapshot = position }
      firsts[previews[position].widget] = found
    }
    return firsts.mapValues { found in
      found.light == nil ? (found.snapshot ?? found.any) : (found.lightSnapshot ?? found.light!)
    }
  }

  /// Timelines with more entries than this get one scrubbed row instead of a row per entry.
  package static let scrubberThreshold = 24
}
