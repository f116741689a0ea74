import GallerySite

/// The progress of a build whose workers each render a part of every widget, told as a build
/// in one process tells it: a widget is told finished once every part finished it and every
/// widget before it, with the previews of all parts, so the lines a build prints do not
/// depend on which worker was quicker.
struct PartProgress {
  /// How many parts, and how many widgets the build renders.
  let parts: Int
  let count: Int
  /// Positions (from 0) that started, with their widgets.
  private var started: [Int: String] = [:]
  /// For each position, the parts that finished it and their previews of it.
  private var finished: [Int: (parts: Int, previews: Int)] = [:]
  /// Each part's previews as of its last finished widget, by part index.
  private var partPreviews: [Int: Int] = [:]
  /// The positions told finished so far, the previews they hold, and whether the next one
  /// was told started.
  private var told = 0
  private var previews = 0
  private var toldStarted = false

  init(parts: Int, count: Int) {
    self.parts = parts
    self.count = count
  }

  /// Takes a report of `part`'s worker and returns what the build can now tell, in order.
  mutating func record(_ report: WorkerReport, from part: Shard) -> [SiteProgress] {
    switch report {
    case .started(let number, _, let widget):
      started[number - 1] = widget
    case .finished(let number, let total, let widget):
      let own = total - partPreviews[part.index, default: 0]
      partPreviews[part.index] = total
      started[number - 1] = widget
      finished[number - 1, default: (0, 0)].parts += 1
      finished[number - 1, default: (0, 0)].previews += own
    case .done:
      return []
    }
    var told: [SiteProgress] = []
    while let done = finished[self.told], done.parts == parts, let widget = started[self.told] {
      if !toldStarted { told.append(progress(widget, finished: false)) }
      previews += done.previews
      told.append(progress(widget, finished: true))
      self.told += 1
      toldStarted = false
    }
    if !toldStarted, let widget = started[self.told] {
      told.append(progress(widget, finished: false))
      toldStarted = true
    }
    return told
  }

  private func progress(_ widget: String, finished: Bool) -> SiteProgress {
    SiteProgress(widget: widget, number: told + 1, count: count, previews: previews, finished: finished)
  }
}
