import ArgumentParser
import Foundation
import GalleryFixtures
import GalleryFormats
import GalleryRunner
import GallerySite
import GalleryTemplates
import MirrorCore
import WidgetKit

/// `build --jobs N`: the build rendered by N processes at once, this one and N-1 copies of
/// this program, each with its own main actor, each rendering the runs of previews it claims
/// (`SiteOptions.part`, `PreviewClaims`), merged into the site a build in one process writes,
/// byte for byte.
///
/// The workers run the program's own command line with `--worker-part I/N` (I from 2) and
/// `--worker-folder DIR` added: the work folder, made beside the site (on its file system),
/// where each writes its part (`part-<I>`, `RenderedSite.partData`) and its standard output
/// and error, and from which it reads the widgets to keep from the last build (`kept`, decided
/// here), and whose `claims` file every process maps. Each has a private preferences folder
/// of its own there. This process renders part 1 meanwhile, and watches the workers and reads
/// their parts on another thread. When every
/// worker delivered, the parts are merged, what the workers printed is passed on in part
/// order, each line marked with its part, and the site is written as a build in one process
/// writes it; when one fails, the others are stopped, nothing is written, and the error
/// names the part and its widget.
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
        for appearance in Appearance.all(for: family) where options.appearances?.contains(appearance) ?? true {
          perCondition += 1
        }
      }
    }
    let perAppearance = options.previewsOnly ? 1 : 3
    return perCondition * perAppearance * options.processConditions.count
  }

  /// A site rendered by workers, and the work folder the caller removes once the site is
  /// written.
  struct WorkerBuild {
    var site: RenderedSite
    var folder: URL
    /// The site's manifest, written in the work folder while the pages rendered (not with
    /// `--check`), for `SiteWriter.write(_:to:manifestFile:)`.
    var manifest: URL?
    /// The site's SVGs, written into its staging folder while the pages rendered (not with
    /// `--check`), for `SiteWriter.write(_:to:manifestFile:staged:)`.
    var staged: StagedFiles?
  }

  /// Renders `widgets` in `count` parts, part 1 here while workers render the others, and
  /// merges the parts, with the pages; `kept` names the widgets to take from the last build.
  /// `early` are workers started before this program re-executed itself: they render the
  /// other parts when there are as many as needed, and are dismissed otherwise.
  /// `whileWorkersStart` runs once the workers are started, before part 1 is rendered.
  ///
  /// - Throws: `WorkerError` when a worker fails, `SiteError` for bad templates or a work
  ///   folder that cannot be made; the work folder is then removed.
  @MainActor func renderInWorkers(
    _ count: Int, widgets: [GalleryWidget], keeping kept: Set<String>, options siteOptions: SiteOptions,
    early: EarlyWorkers? = nil, progress: ProgressReporter, whileWorkersStart: () -> Void = {}
  ) throws -> WorkerBuild {
    let usable = early.flatMap { $0.workers.count == count - 1 ? $0 : nil }
    if let early, usable == nil { dismiss(early) }
    // A missing template stops the build before any worker starts, as it stops a build in one
    // process; the templates are parsed while the previews render.
    let templates: SitePages.TemplateFiles
    let folder: URL
    do {
      templates = try SitePages.TemplateFiles(folder: siteOptions.templatesDirectory ?? builtInTemplatesDirectory)
      folder = try usable.map { URL(fileURLWithPath: $0.folder, isDirectory: true) } ?? makeWorkFolder()
    } catch {
      if let usable { dismiss(usable) }
      throw error
    }
    do {
      return try renderInWorkers(
        count, widgets: widgets, keeping: kept, options: siteOptions, templates: templates, folder: folder,
        started: usable?.workers, progress: progress, whileWorkersStart: whileWorkersStart)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  @MainActor private func renderInWorkers(
    _ count: Int, widgets: [GalleryWidget], keeping kept: Set<String>, options siteOptions: SiteOptions,
    templates: SitePages.TemplateFiles, folder: URL, started early: [WorkerPool.Started]?, progress: ProgressReporter,
    whileWorkersStart: () -> Void
  ) throws -> WorkerBuild {
    let pool = WorkerPool(folder: folder, deadline: workerDeadline)
    // What the workers read once they have their go: the widgets to keep and the claims.
    let claims: PreviewClaims
    var started = early ?? []
    do {
      do {
        try Data(kept.sorted().map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("kept"))
      } catch {
        throw SiteError.unwritable(path: folder.path, underlying: error)
      }
      claims = try PreviewClaims(
        creating: folder.appendingPathComponent("claims"), slots: SitePart.slots(for: widgets), parts: count)
      if early == nil { started = try startWorkers(count, in: folder) }
    } catch {
      pool.dismiss(started)
      throw error
    }
    WorkerPool.go(started)
    let told = SharedPartProgress(PartProgress(parts: count, count: widgets.count), reporter: progress)
    // The workers are watched on a thread of their own while this one renders part 1; each
    // part is read on a thread of its own once its worker reports it done (written in full),
    // while the worker exits.
    let others = BackgroundThread { [started] in
      var reading: [Int: BackgroundThread<RenderedSite>] = [:]
      let finished = try pool.watch(started) { part, report in
        told.record(report, from: part)
        if case .done = report { reading[part.index] = BackgroundThread { try Self.readPart(part, in: folder) } }
      }
      return (finished, try finished.map { try reading[$0.part.index]!.result() })
    }
    let parsing = BackgroundThread { try SitePages(templates) }
    let own: RenderedSite
    do {
      whileWorkersStart()
      var ownOptions = siteOptions
      ownOptions.part = SitePart(number: 1, claims: claims)
      ownOptions.jobs = 1
      let first = Shard(index: 1, count: count)
      own = try RenderedSite.build(
        widgets, keeping: KeptWidget.read(kept, from: URL(fileURLWithPath: output)), options: ownOptions,
        progress: { told.record(WorkerReport($0), from: first) })
    } catch {
      pool.cancel()
      _ = try? others.result()
      throw error
    }
    let (finished, parts) = try others.result()
    progress.finish()
    for worker in finished {
      Self.forward(worker.output, from: worker.part, to: .standardOutput)
      Self.forward(worker.errors, from: worker.part, to: .standardError)
    }
    var site = try SiteMerger().mergeParts([own] + parts)
    let pages = try parsing.result()
    guard !check else {
      pages.add(to: &site, jobs: count)
      return WorkerBuild(site: site, folder: folder)
    }
    // The SVGs are written into the staging folder on a thread of their own while the pages
    // render, and the manifest meanwhile too: with a thread of the pages' to itself, or after
    // the pages one thread is done with.
    let svgs = site.files
    let staging = BackgroundThread { [output] in try SiteWriter().stage(svgs, for: URL(fileURLWithPath: output)) }
    let manifest = folder.appendingPathComponent(SiteFiles.manifest)
    do {
      try pages.add(to: &site, jobs: count, writingManifestTo: manifest)
    } catch {
      (try? staging.result())?.discard()
      throw error
    }
    return try WorkerBuild(site: site, folder: folder, manifest: manifest, staged: staging.result())
  }

  /// Starts the workers of parts 2 to `count`, writing in `folder`, each waiting for its go;
  /// `underTheClock` when they run under the reference clock (by default, when this process
  /// does).
  ///
  /// - Throws: `SiteError` when a worker's preferences folder cannot be made, `WorkerError`
  ///   when a worker cannot be started; those started are dismissed.
  func startWorkers(_ count: Int, in folder: URL, underTheClock: Bool = ReferenceClock.isInEffect) throws
    -> [WorkerPool.Started]
  {
    let command = ReferenceClock.commandStartingThisProgram(CommandLine.arguments, underTheClock: underTheClock)
    let pool = WorkerPool(folder: folder, deadline: workerDeadline)
    var started: [WorkerPool.Started] = []
    do {
      for index in 2...count {
        let part = Shard(index: index, count: count)
        let preferences = folder.appendingPathComponent("preferences-\(index)")
        let environment: [String: String]
        do {
          try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: false)
          environment = try AppDataFixtures.environment(privatePreferences: preferences, underTheClock: underTheClock)
        } catch {
          throw SiteError.unwritable(path: folder.path, underlying: error)
        }
        started.append(
          try pool.start(
            WorkerPool.Worker(
              part: part, executable: command.executable,
              arguments: command.arguments + ["--worker-part", "\(part)", "--worker-folder", folder.path],
              environment: environment)))
      }
    } catch {
      pool.dismiss(started)
      throw error
    }
    return started
  }

  /// Before this program re-executes itself under the clock: starts the workers the build
  /// will render with, as far as can be told before its widgets are read (`lastPreviews`, the
  /// previews of the last build, when there was one), and hands them over to the program
  /// `exec` makes of this process (`EarlyWorkers`). Nil when it would render in one process,
  /// or when they cannot be started: the build then starts them itself, and reports what
  /// stops it.
  @MainActor func startEarlyWorkers(lastPreviews: Int) -> EarlyWorkers? {
    let kinds = options.kinds
    let widgets = WidgetRegistry.sources.filter { kinds.isEmpty || kinds.contains($0.id) || kinds.contains($0.kind) }
    guard let siteOptions = try? siteOptions(),
      let count = workerCount(
        widgets: widgets.count, previews: max(Self.leastPreviews(of: widgets, options: siteOptions), lastPreviews)),
      let folder = try? makeWorkFolder()
    else { return nil }
    guard let started = try? startWorkers(count, in: folder, underTheClock: true) else {
      try? FileManager.default.removeItem(at: folder)
      return nil
    }
    let early = EarlyWorkers(folder: folder.path, workers: started)
    early.handOver()
    return early
  }

  /// Dismisses workers started before this program re-executed itself, and removes their folder.
  func dismiss(_ early: EarlyWorkers) {
    early.takeBack()
    let folder = URL(fileURLWithPath: early.folder, isDirectory: true)
    WorkerPool(folder: folder, deadline: workerDeadline).dismiss(early.workers)
    try? FileManager.default.removeItem(at: folder)
  }

  /// A new work folder: beside the site, or a temporary one for `--check`, which writes
  /// nothing beside the site.
  private func makeWorkFolder() throws -> URL {
    try check ? Self.checkFolder() : SiteWriter().makeWorkFolder(beside: URL(fileURLWithPath: output))
  }

  /// The part a worker wrote (`part-<I>`).
  static func readPart(_ part: Shard, in folder: URL) throws -> RenderedSite {
    let file = folder.appendingPathComponent("part-\(part.index)")
    // Mapped, not copied: the part is read once, and its sections on several threads.
    guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else {
      throw SiteError.notAShard(path: file.path, reason: "the worker of part \(part) wrote no part")
    }
    return try RenderedSite(part: data, file: file.path)
  }

  /// In a worker: renders `part` into `folder/part-<I>` (`RenderedSite.partData`) and reports
  /// its progress on the report channel (`WorkerReport`). Widget failures are recorded in the
  /// part, for the build to report; the worker prints nothing of its own.
  @MainActor func renderWorkerPart(_ part: Shard, folder: URL) throws {
    try WidgetRegistry.prepareForProviders()
    var widgets = try WidgetRegistry.widgets(
      fixtures: options.fixtures, assets: options.assets, kinds: options.kinds, warns: false)
    if options.kinds.isEmpty, let previews = PreviewCatalog.previewsWidget(among: widgets) { widgets.append(previews) }
    // Without its go, the build renders without this worker.
    guard WorkerReport.awaitGo() else { return }
    let kept = (try? String(contentsOf: folder.appendingPathComponent("kept"), encoding: .utf8))?.split(separator: "\n") ?? []
    var siteOptions = try siteOptions()
    let claims = try PreviewClaims(
      opening: folder.appendingPathComponent("claims"), slots: SitePart.slots(for: widgets), parts: part.count)
    siteOptions.part = SitePart(number: part.index, claims: claims)
    siteOptions.jobs = 1
    let site = try RenderedSite.build(
      widgets, keeping: KeptWidget.read(Set(kept.map(String.init)), from: URL(fileURLWithPath: output)), options: siteOptions,
      progress: { WorkerReport($0).send() })
    try site.writePart(to: folder.appendingPathComponent("part-\(part.index)"))
    WorkerReport.done(drawn: site.drawnPreviews, kept: site.keptWidgets).send()
  }

  /// A new folder for the parts of `build --check`, which writes nothing beside the site.
  static func checkFolder() throws -> URL {
    let pattern = FileManager.default.temporaryDirectory.appendingPathComponent("widget-gallery-check-XXXXXX").path
    var template = Array(pattern.utf8CString)
    guard let made = mkdtemp(&template) else {
      throw SiteError.unwritable(path: FileManager.default.temporaryDirectory.path, underlying: SystemCallError.current)
    }
    return URL(fileURLWithPath: String(cString: made), isDirectory: true)
  }

  /// Passes on what a worker printed, each line marked with its part (`[2/4] `).
  static func forward(_ printed: Data, from part: Shard, to handle: FileHandle) {
    guard !printed.isEmpty else { return }
    let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let shown = (lines.last == "" ? lines.dropLast() : lines[...]).map { "[\(part)] \($0)\n" }.joined()
    handle.write(Data(shown.utf8))
  }
}
