import ArgumentParser
import Foundation
import GalleryFormats
import GalleryRunner
import GallerySite
import ParallelBuild
import WidgetKit

/// The steps of `build` after the site is known to need one: read the widgets, render them
/// (in this process, in workers, or a process per locale), then compare or write the site.
extension BuildCommand {
  /// What a build's record keeps to tell a later build what changed: the inputs' fingerprint
  /// and each widget's code key (`codeKeys(of:)`).
  struct BuildKeys {
    var inputs: String
    var codeKeys: [String: String]
  }

  /// A rendered site, with the work folder of its workers (removed once it is written).
  struct Rendered {
    var site: RenderedSite
    var keys: BuildKeys
    var work: ParallelBuild.WorkerBuild?
  }

  /// Every widget is rendered, none kept: asked for, or needed to find missing fixtures (found
  /// by running providers).
  var rendersEverything: Bool { force || missingFixtures != nil }

  /// The fingerprint of what the build was asked and what it reads (`BuildRecord.inputs`).
  func fingerprintInputs() -> String {
    BuildRecord.inputs(
      arguments: inputArguments, sources: WidgetRegistry.sources,
      folders: [options.fixtures, options.assets, fonts, localizations].compactMap { $0.map { URL(fileURLWithPath: $0) } },
      templates: templates.map { URL(fileURLWithPath: $0) })
  }

  /// The widgets to render, with the page of view previews that belong to no widget unless
  /// `--widgets` chose some.
  @MainActor func readWidgets() throws -> [GalleryWidget] {
    try WidgetRegistry.prepareForProviders()
    var widgets = try WidgetRegistry.widgets(fixtures: options.fixtures, assets: options.assets, kinds: options.kinds)
    if options.kinds.isEmpty, let previews = PreviewCatalog.previewsWidget(among: widgets) { widgets.append(previews) }
    return widgets
  }

  /// The build's keys, taken before anything is rendered.
  @MainActor func keys(of widgets: [GalleryWidget]) -> BuildKeys {
    BuildKeys(inputs: fingerprintInputs(), codeKeys: check ? [:] : Self.codeKeys(of: widgets))
  }

  /// Renders `widgets`: a process per locale when there are several, in workers when the
  /// build is large enough (`workerCount`), in this process otherwise. The widgets whose code
  /// is unchanged since `record`'s build are kept from its site. `early` are workers started
  /// before this program re-executed itself: used or dismissed.
  @MainActor func render(
    _ widgets: [GalleryWidget], record: BuildRecord?, lastPreviews: Int, early: EarlyWorkers?,
    report: @escaping (SiteProgress) -> Void
  ) throws -> Rendered {
    let siteOptions = try self.siteOptions()
    // With a record to keep widgets from, the keys choose them; otherwise they are taken while
    // the workers start, or just before rendering.
    let known = record.map { _ in keys(of: widgets) }
    // A widget's records of every locale are kept only as a whole: a build of several locales
    // renders them all.
    let kept = locale.count > 1 ? [] : known.map { record?.keptWidgets(inputs: $0.inputs, codeKeys: $0.codeKeys) ?? [] } ?? []
    let estimate = max(Self.leastPreviews(of: widgets, options: siteOptions), lastPreviews)
    guard locale.count <= 1, let workers = workerCount(widgets: widgets.count, previews: estimate) else {
      if let early { parallelBuild.dismiss(early) }
      let taken = known ?? keys(of: widgets)
      if locale.count > 1 { return Rendered(site: try renderLocales(widgets, options: siteOptions), keys: taken) }
      let site = try RenderedSite.build(
        widgets, keeping: KeptWidget.read(kept, from: URL(fileURLWithPath: output)), options: siteOptions, progress: report)
      return Rendered(site: site, keys: taken)
    }
    let (build, taken) = try parallelBuild.render(
      workers, widgets: widgets, keeping: kept, options: siteOptions, early: early, report: report,
      whileWorkersStart: { known ?? keys(of: widgets) })
    return Rendered(site: build.site, keys: taken, work: build)
  }

  /// `--check`: lists how the site on disk differs from `site`, and fails when it does.
  func compare(_ site: RenderedSite, with folder: URL) throws {
    let differences = SiteWriter().differences(site, in: folder)
    for difference in differences { print(difference) }
    if !differences.isEmpty {
      StandardError.report("\(output) is stale: \(differences.count) files differ; build it again to update it.")
      throw ExitCode.differs
    }
    print("\(output) is up to date (\(site.manifest.previews.count) previews).")
  }

  /// Writes the site into `folder`, records the build when no widget failed, and says what it
  /// wrote.
  func write(_ rendered: Rendered, to folder: URL) throws {
    let site = rendered.site
    BuildRecord.remove(for: folder)
    let summary = try SiteWriter().write(
      site, to: folder, manifestFile: rendered.work?.manifest, staged: rendered.work?.staged)
    if site.manifest.failures.isEmpty {
      let files = site.files.keys + [SiteFiles.manifest, SiteFiles.marker]
      BuildRecord(
        inputs: rendered.keys.inputs, program: BuildRecord.program(), widgets: rendered.keys.codeKeys, files: files,
        site: BuildRecord.site(folder, files: files), previews: site.manifest.previews.count
      ).store(for: folder)
    }
    let kept =
      site.keptWidgets == 0 ? "" : "; \(site.keptWidgets) widget\(site.keptWidgets == 1 ? "" : "s") kept, their code unchanged"
    print(
      "\(site.manifest.previews.count) previews of \(site.manifest.widgets.count) widgets (\(site.drawnPreviews) drawn, the others alike\(kept)): \(summary.written.count) files written, \(summary.unchanged) unchanged, \(summary.removed.count) removed, in \(output)/"
    )
  }
}
