import Foundation
import GalleryShared

extension SiteMerger {
  /// Joins the parts of one build rendered with `SiteOptions.part` 1 to N (part 1 by the
  /// build itself, the others by its worker processes, read with `RenderedSite(part:file:)`)
  /// into the site one process renders, pages left out: part 1's widgets, each family's
  /// previews in part order, every part's files, and for each widget the first of its
  /// too-big previews (each part's `tooBig`) before part 1's other failures.
  ///
  /// - Parameter rendered: the parts, part 1 first.
  package func mergeParts(_ rendered: [RenderedSite]) throws -> RenderedSite {
    let parts = rendered.map(\.manifest)
    var files = rendered.first?.files ?? [:]
    files.reserveCapacity(rendered.map(\.files.count).reduce(0, +))
    for part in rendered.dropFirst() { files.merge(part.files) { kept, _ in kept } }
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

    // Where each too-big preview is, to keep the first of each widget: looked up only when
    // there is one (the table is of every preview).
    var places: [String: Int] = [:]
    if rendered.contains(where: { !$0.tooBig.isEmpty }) {
      for (place, preview) in site.manifest.previews.enumerated() { places[preview.anchor] = place }
    }
    var firstTooBig: [String: (place: Int, failure: WidgetFailure)] = [:]
    for found in rendered.map(\.tooBig).joined() {
      let place = places[found.anchor] ?? Int.max
      if let earlier = firstTooBig[found.failure.widget], earlier.place <= place { continue }
      firstTooBig[found.failure.widget] = (place, found.failure)
    }
    for widget in first.widgets {
      if let found = firstTooBig[widget.id] { site.manifest.failures.append(found.failure) }
      site.manifest.failures += first.failures.filter { $0.widget == widget.id }
    }
    site.drawnPreviews = rendered.map(\.drawnPreviews).reduce(0, +)
    site.keptWidgets = rendered.map(\.keptWidgets).reduce(0, +)
    return site
  }
}
