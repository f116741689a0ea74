import Foundation
import GalleryRunner
import Mustache

/// The HTML pages of a site, rendered from Mustache templates.
///
/// A template folder holds `index.mustache`, `widget.mustache`, `gallery.css` and
/// `gallery.js`; teams pass their own with `--templates` to brand the gallery. Values are
/// HTML-escaped by Mustache (`{{value}}`), so widget text never becomes markup.
package struct SitePages {
  private let library: MustacheLibrary
  private let assets: [String: Data]

  /// Loads the templates of a folder.
  ///
  /// - Throws: `SiteError` naming the missing or invalid template file.
  package init(templatesDirectory: URL) throws {
    var library = MustacheLibrary()
    for name in ["index", "widget"] {
      let file = templatesDirectory.appendingPathComponent("\(name).mustache")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw SiteError.missingTemplate(file.path) }
      do {
        try library.register(text, named: name)
      } catch {
        throw SiteError.invalidTemplate(file.path, "\(error)")
      }
    }
    var assets: [String: Data] = [:]
    for name in ["gallery.css", "gallery.js"] {
      let file = templatesDirectory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: file) else { throw SiteError.missingTemplate(file.path) }
      assets[name] = data
    }
    self.library = library
    self.assets = assets
  }

  /// The path of a widget's page, relative to the site folder.
  package static func pagePath(forWidget id: String) -> String {
    "widgets/\(PreviewRecord.slug(id)).html"
  }

  /// Adds the index, one page per widget, and the CSS and script to a rendered site.
  package func add(to site: inout RenderedSite) {
    let manifest = site.manifest
    for (name, data) in assets { site.files[name] = data }
    site.files["index.html"] = Data(render(index(manifest), "index").utf8)
    for widget in manifest.widgets {
      site.files[widget.page] = Data(render(page(for: widget, manifest), "widget").utf8)
    }
  }

  private func render(_ object: [String: Any], _ template: String) -> String {
    library.render(object, withTemplate: template) ?? ""
  }

  private func index(_ manifest: SiteManifest) -> [String: Any] {
    let widgets: [[String: Any]] = manifest.widgets.map { widget in
      var card: [String: Any] = [
        "id": widget.id, "kind": widget.kind, "displayName": widget.displayName, "description": widget.description,
        "page": widget.page, "familyList": widget.families.joined(separator: ", "),
      ]
      if let thumbnail = manifest.previews.first(where: { $0.widget == widget.id && $0.entry == "snapshot" && $0.appearance == "light" }) {
        card["thumbnail"] = thumbnail.file
        card["thumbnailWidth"] = 120
        card["thumbnailHeight"] = 120
      }
      return card
    }
    return [
      "widgets": widgets, "widgetCount": manifest.widgets.count, "previewCount": manifest.previews.count,
      "device": manifest.device, "referenceDate": manifest.referenceDate,
      "failures": manifest.failures.map { ["widget": $0.widget, "message": $0.message] },
    ]
  }

  private func page(for widget: SiteManifest.WidgetRecord, _ manifest: SiteManifest) -> [String: Any] {
    let previews = manifest.previews.filter { $0.widget == widget.id }
    let families: [[String: Any]] = widget.families.compactMap { family in
      let inFamily = previews.filter { $0.family == family }
      guard !inFamily.isEmpty else { return nil }
      var appearances: [String] = []
      var entries: [String] = []
      for preview in inFamily {
        if !appearances.contains(preview.appearance) { appearances.append(preview.appearance) }
        if !entries.contains(preview.entry) { entries.append(preview.entry) }
      }
      let rows: [[String: Any]] = entries.map { entry in
        let cells = inFamily.filter { $0.entry == entry }
        var row: [String: Any] = ["entry": entry, "date": cells.first?.date ?? ""]
        if let relevance = cells.first?.relevance { row["relevance"] = String(relevance.score) }
        row["cells"] = cells.map { cell -> [String: Any] in
          [
            "anchor": cell.anchor, "file": cell.file, "alt": "\(widget.displayName), \(family), \(entry), \(cell.appearance)",
            "width": cell.size.first ?? 0, "height": cell.size.last ?? 0,
            "tapTargets": cell.tapTargets.map { ["kind": $0.kind, "url": $0.url, "blocked": $0.blocked] },
          ]
        }
        return row
      }
      return [
        "family": family, "familyAnchor": PreviewRecord.slug("\(widget.id)--\(family)"), "appearances": appearances,
        "rows": rows, "policy": inFamily.first?.policy ?? "",
      ]
    }
    var object: [String: Any] = [
      "id": widget.id, "displayName": widget.displayName, "description": widget.description, "families": families,
    ]
    if let failure = manifest.failures.first(where: { $0.widget == widget.id }) { object["failure"] = ["message": failure.message] }
    return object
  }
}

/// Why a site could not be built or written.
package enum SiteError: Error, CustomStringConvertible, Equatable {
  case missingTemplate(String)
  case invalidTemplate(String, String)
  case notAGalleryFolder(String)
  case unwritable(String, String)

  package var description: String {
    switch self {
    case .missingTemplate(let path): "template \(path) is missing or unreadable"
    case .invalidTemplate(let path, let error): "template \(path) is not valid Mustache: \(error)"
    case .notAGalleryFolder(let path): "\(path) is not empty and was not written by widget-gallery (no \(SiteWriter.markerName) file); refusing to write into it"
    case .unwritable(let path, let error): "could not write \(path): \(error)"
    }
  }
}
