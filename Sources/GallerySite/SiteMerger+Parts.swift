import Dispatch
import Foundation
import GalleryShared
import Synchronization

extension SiteMerger {
  /// Joins the parts of one build rendered with `SiteOptions.part` 1 to N (by a build's
  /// worker processes) into the site one process renders, pages left out: part 1's widgets,
  /// each family's previews in part order, every part's files, and for each widget the first
  /// of its too-big previews (`tooBig`, each part's) before part 1's other failures.
  ///
  /// - Parameters:
  ///   - folders: the parts' folders, part 1 first.
  ///   - tooBig: each part's `RenderedSite.tooBig`, in the same order.
  /// - Throws: `SiteError.notAShard` when a folder does not hold a part as a build writes it.
  package func mergeParts(_ folders: [URL], tooBig: [[RenderedSite.TooBig]]) throws -> RenderedSite {
    // Parts are read at once, each on a thread of its own: decoding a long timeline's
    // manifest is most of a merge.
    let read = Mutex<[Int: Result<(manifest: SiteManifest, files: [String: Data]), any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: folders.count) { index in
      let part = Result { try Self.readPart(folders[index]) }
      read.withLock { $0[index] = part }
    }
    var parts: [SiteManifest] = []
    var files: [String: Data] = [:]
    for index in folders.indices {
      let part = try read.withLock { $0[index]! }.get()
      parts.append(part.manifest)
      files.merge(part.files) { kept, _ in kept }
    }
    guard let first = parts.first else { throw SiteError.shardsDoNotMatch(reason: "no parts were given") }
    var site = RenderedSite(files: files, manifest: first)
    site.manifest.previews = []
    site.manifest.failures = []
    site.manifest.files = []

    /// Each later part's previews of a widget's family, in order.
    struct Group: Hashable {
      var widget: String
      var family: PreviewFamily
    }
    var later: [[Group: [PreviewRecord]]] = []
    for part in parts.dropFirst() {
      var groups: [Group: [PreviewRecord]] = [:]
      for preview in part.previews { groups[Group(widget: preview.widget, family: preview.family), default: []].append(preview) }
      later.append(groups)
    }
    // Part 1 has the first run of every family that has previews, so its order is the build's.
    var previews = first.previews[...]
    while let head = previews.first {
      let group = Group(widget: head.widget, family: head.family)
      let run = previews.prefix { $0.widget == group.widget && $0.family == group.family }
      site.manifest.previews += run
      previews = previews.dropFirst(run.count)
      for groups in later { site.manifest.previews += groups[group] ?? [] }
    }

    var places: [String: Int] = [:]
    for (place, preview) in site.manifest.previews.enumerated() { places[preview.anchor] = place }
    var firstTooBig: [String: (place: Int, failure: WidgetFailure)] = [:]
    for found in tooBig.joined() {
      let place = places[found.anchor] ?? Int.max
      if let earlier = firstTooBig[found.failure.widget], earlier.place <= place { continue }
      firstTooBig[found.failure.widget] = (place, found.failure)
    }
    for widget in first.widgets {
      if let found = firstTooBig[widget.id] { site.manifest.failures.append(found.failure) }
      site.manifest.failures += first.failures.filter { $0.widget == widget.id }
    }
    return site
  }

  /// A part's manifest and the files it lists.
  private static func readPart(_ folder: URL) throws -> (manifest: SiteManifest, files: [String: Data]) {
    let file = folder.appendingPathComponent(SiteFiles.manifest)
    guard let data = FileManager.default.contents(atPath: file.path),
      let manifest = try? SiteManifest.decode(data, file: file.path)
    else {
      throw SiteError.notAShard(path: folder.path, reason: "\(file.path) is missing or not a widget-gallery manifest")
    }
    var files: [String: Data] = [:]
    for path in manifest.files where isSafe(path) {
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
        throw SiteError.notAShard(path: folder.path, reason: "\(path), listed in its manifest, is missing")
      }
      files[path] = data
    }
    return (manifest, files)
  }
}
