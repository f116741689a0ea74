import Foundation
import GalleryFormats

extension SiteMerger {
  /// Joins the parts of one build rendered with `SiteOptions.part` 1 to N (part 1 by the
  /// build itself, the others by its worker processes, read with `RenderedSite(part:file:)`)
  /// into the site one process renders, pages left out: part 1's widgets, every part's
  /// previews in the order of their runs (`RenderedSite.runs`), every part's files, and for
  /// each widget the first of its too-big previews (each part's `tooBig`) before part 1's
  /// other failures.
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

    // The runs of every part in the order of their slots and starts, which is the order of a
    // build in one process.
    struct Placed {
      var run: RenderedSite.Run
      var part: Int
      /// The run's first preview among its part's.
      var offset: Int
    }
    var placed: [Placed] = []
    for (number, part) in rendered.enumerated() {
      var offset = 0
      for run in part.runs {
        placed.append(Placed(run: run, part: number, offset: offset))
        offset += run.count
      }
      guard offset == part.manifest.previews.count else {
        throw SiteError.shardsDoNotMatch(
          reason: "part \(number + 1)'s runs do not hold its \(part.manifest.previews.count) previews")
      }
    }
    placed.sort { ($0.run.slot, $0.run.start) < ($1.run.slot, $1.run.start) }
    site.manifest.previews.reserveCapacity(placed.map(\.run.count).reduce(0, +))
    for place in placed {
      site.manifest.previews += parts[place.part].previews[place.offset..<place.offset + place.run.count]
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
