import Foundation
import GalleryFormats

/// One widget's part of a site as its last build wrote it: its record, its previews and
/// their files, put into a new build unchanged instead of rendering the widget again.
package struct KeptWidget {
  package var record: SiteManifest.WidgetRecord
  package var previews: [PreviewRecord]
  /// Relative path → bytes.
  package var files: [String: Data]

  /// The widgets `ids` as the site in `folder` holds them; those it does not hold whole (no
  /// record, or a file missing) are left out, to be rendered.
  package static func read(_ ids: Set<String>, from folder: URL) -> [String: KeptWidget] {
    guard !ids.isEmpty,
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(SiteFiles.manifest).path),
      let manifest = try? SiteManifest.decode(data, file: SiteFiles.manifest), manifest.failures.isEmpty
    else { return [:] }
    var previews: [String: [PreviewRecord]] = [:]
    for preview in manifest.previews where ids.contains(preview.widget) { previews[preview.widget, default: []].append(preview) }
    var kept: [String: KeptWidget] = [:]
    widgets: for record in manifest.widgets where ids.contains(record.id) {
      let shown = previews[record.id] ?? []
      var files: [String: Data] = [:]
      for file in Set(shown.map(\.file)) {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { continue widgets }
        files[file] = data
      }
      kept[record.id] = KeptWidget(record: record, previews: shown, files: files)
    }
    return kept
  }
}
