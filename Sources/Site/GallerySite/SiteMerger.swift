import Foundation
import GalleryFormats

/// Joins the shards of a gallery, built on several machines with `--shard I/N`, into one
/// site: the same bytes a single build writes.
package struct SiteMerger {
  package init() {}

  /// Reads the shard folders and merges their previews, files and failures, in the order a
  /// single build lists them. Pages are not added; `SitePages` does that.
  ///
  /// - Throws: `SiteError` when a folder is not a shard, shards are missing or repeated, or
  ///   they were built for different devices or reference dates; `ManifestSchemaError` when a
  ///   shard's manifest is of a newer schema version. Shards of older versions are merged into
  ///   a manifest of the current one.
  package func merge(_ folders: [URL]) throws -> RenderedSite {
    var shards: [(folder: URL, manifest: SiteManifest)] = []
    for folder in folders {
      let file = folder.appendingPathComponent(SiteFiles.manifest)
      guard let data = FileManager.default.contents(atPath: file.path) else {
        throw SiteError.notAShard(path: folder.path, reason: "it has no \(SiteFiles.manifest)")
      }
      let manifest: SiteManifest
      do {
        manifest = try SiteManifest.decode(data, file: file.path)
      } catch let error as ManifestSchemaError {
        throw error
      } catch {
        throw SiteError.notAShard(path: folder.path, reason: "\(file.path) is not a widget-gallery manifest")
      }
      guard manifest.shard != nil else {
        throw SiteError.notAShard(path: folder.path, reason: "it holds a whole site, not a shard built with --shard")
      }
      shards.append((folder, manifest))
    }
    shards.sort { $0.manifest.shard!.index < $1.manifest.shard!.index }
    try check(shards.map(\.manifest))

    let first = shards[0].manifest
    var site = RenderedSite(
      manifest: SiteManifest(
        referenceDate: first.referenceDate, device: first.device, locale: first.locale,
        dynamicTypeSize: first.dynamicTypeSize, shard: nil, widgets: [], previews: [],
        failures: [], files: []))
    site.manifest.conditions = first.conditions
    for position in 0..<shards.map(\.manifest.widgets.count).max()! {
      for shard in shards where position < shard.manifest.widgets.count {
        let widget = shard.manifest.widgets[position]
        site.manifest.widgets.append(widget)
        site.manifest.previews += shard.manifest.previews.filter { $0.widget == widget.id }
        site.manifest.failures += shard.manifest.failures.filter { $0.widget == widget.id }
      }
    }
    for shard in shards {
      for path in shard.manifest.files where Self.isSafe(path) {
        guard let data = FileManager.default.contents(atPath: shard.folder.appendingPathComponent(path).path) else {
          throw SiteError.notAShard(path: shard.folder.path, reason: "\(path), listed in its manifest, is missing")
        }
        site.files[path] = data
      }
    }
    return site
  }

  private func check(_ manifests: [SiteManifest]) throws {
    guard let count = manifests.first?.shard?.count else {
      throw SiteError.shardsDoNotMatch(reason: "no shard folders were given")
    }
    if let other = manifests.first(where: { $0.shard!.count != count }) {
      throw SiteError.shardsDoNotMatch(
        reason: "shard \(manifests[0].shard!) and shard \(other.shard!) were built with different shard counts")
    }
    let indices = manifests.map(\.shard!.index)
    if let repeated = indices.first(where: { index in indices.filter { $0 == index }.count > 1 }) {
      throw SiteError.shardsDoNotMatch(reason: "shard \(repeated)/\(count) is given twice")
    }
    let missing = (1...count).filter { !indices.contains($0) }
    if !missing.isEmpty {
      throw SiteError.shardsDoNotMatch(
        reason: "missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", "))")
    }
    for manifest in manifests.dropFirst() {
      if manifest.device != manifests[0].device || manifest.referenceDate != manifests[0].referenceDate
        || manifest.locale != manifests[0].locale || manifest.dynamicTypeSize != manifests[0].dynamicTypeSize
        || manifest.conditions != manifests[0].conditions
      {
        throw SiteError.shardsDoNotMatch(
          reason:
            "shard \(manifest.shard!) was built for \(manifest.device) at \(manifest.referenceDate), shard \(manifests[0].shard!) for \(manifests[0].device) at \(manifests[0].referenceDate)"
        )
      }
    }
  }

  /// A manifest path that stays inside its folder.
  static func isSafe(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
  }
}
