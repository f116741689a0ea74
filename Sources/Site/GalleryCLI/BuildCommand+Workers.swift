import Foundation
import GalleryRunner
import GallerySite
import ParallelBuild
import WidgetKit

/// When a build renders in worker processes (`ParallelBuild`), and the command-line side of
/// the workers.
extension BuildCommand {
  /// Seconds a worker may spend on one widget: its providers may each take `--timeout`.
  var workerDeadline: Double { max(300, 30 * options.timeout) }

  /// Previews below which a build with the default `--jobs` renders in one process: the
  /// workers' start and the merge would cost what the other cores save (see the CommandLine
  /// article for the measurement).
  static let workerThreshold = 100

  /// How many parts render this build, one here and the others in worker processes, or nil
  /// to render it in this process alone: a build of a widget or more with `--jobs` above 1
  /// (by default every core, when `previews`, the previews expected, reach `workerThreshold`),
  /// on a command line that a copy of the program can be given more arguments on, that is not
  /// a shard (`--shard`) and does not collect missing fixtures (which this process does).
  func workerCount(widgets: Int, previews: Int) -> Int? {
    guard WidgetRegistry.startsWorkers, jobCount > 1, widgets > 0, shard == nil, missingFixtures == nil else { return nil }
    guard jobs != nil || previews >= Self.workerThreshold else { return nil }
    return jobCount
  }

  /// The fewest previews `widgets` can have with `options`, before any provider runs: for each
  /// family and appearance of a widget, a placeholder, a snapshot and one timeline entry (one
  /// preview with `--previews-only`), in each condition this process renders. Live Activities
  /// and controls count for none.
  ///
  /// Written as loops: as one chain of `filter`, `map` and `reduce` closures it took the type
  /// checker over half a second, a fifth of this module's type-checking.
  static func leastPreviews(of widgets: [GalleryWidget], options: SiteOptions) -> Int {
    var perCondition = 0
    for widget in widgets where widget.configuration.isWidget {
      for family in widget.configuration.supportedFamilies where family.isShownOnIOS {
        guard options.families?.contains(family) ?? true else { continue }
        perCondition += options.appearances(for: family).count
      }
    }
    let perAppearance = options.previewsOnly ? 1 : 3
    return perCondition * perAppearance * options.processConditions.count
  }

  /// The parallel build of this command's site.
  var parallelBuild: ParallelBuild {
    ParallelBuild(output: URL(fileURLWithPath: output), check: check, workerDeadline: workerDeadline)
  }

  /// Before this program re-executes itself under the clock: starts the workers the build
  /// will render with, as far as can be told before its widgets are read (`lastPreviews`, the
  /// previews of the last build, when there was one). Nil when it would render in one process,
  /// or when they cannot be started.
  @MainActor func startEarlyWorkers(lastPreviews: Int) -> EarlyWorkers? {
    let kinds = options.kinds
    let widgets = WidgetRegistry.sources.filter { kinds.isEmpty || kinds.contains($0.id) || kinds.contains($0.kind) }
    guard let siteOptions = try? siteOptions(),
      let count = workerCount(
        widgets: widgets.count, previews: max(Self.leastPreviews(of: widgets, options: siteOptions), lastPreviews))
    else { return nil }
    return parallelBuild.startEarlyWorkers(count)
  }

  /// In a worker: reads the widgets as the build did, and renders its part of them.
  @MainActor func renderWorkerPart(_ part: Shard, folder: URL) throws {
    try WidgetRegistry.prepareForProviders()
    var widgets = try WidgetRegistry.widgets(
      fixtures: options.fixtures, assets: options.assets, kinds: options.kinds, warns: false)
    if options.kinds.isEmpty, let previews = PreviewCatalog.previewsWidget(among: widgets) { widgets.append(previews) }
    try parallelBuild.renderPart(part, of: widgets, options: try siteOptions(), folder: folder)
  }
}
