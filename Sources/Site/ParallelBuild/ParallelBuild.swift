import Foundation
import GalleryFixtures
import GalleryFormats
import GalleryRunner
import GallerySite
import GalleryTemplates

/// `build --jobs N`: a build rendered by N processes at once, this one and N-1 copies of
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
package struct ParallelBuild {
  /// The site's folder: the work folder is made beside it, and the widgets kept from the last
  /// build are read from it.
  package var output: URL
  /// `build --check`: nothing is written beside the site, and the work folder is a temporary one.
  package var check: Bool
  /// Seconds a worker may go without a report: its providers may each take `--timeout`.
  package var workerDeadline: Double

  package init(output: URL, check: Bool, workerDeadline: Double) {
    self.output = output
    self.check = check
    self.workerDeadline = workerDeadline
  }

  /// A site rendered by workers, and the work folder the caller removes once the site is
  /// written.
  package struct WorkerBuild {
    package var site: RenderedSite
    package var folder: URL
    /// The site's manifest, written in the work folder while the pages rendered (not with
    /// `--check`), for `SiteWriter.write(_:to:manifestFile:)`.
    package var manifest: URL?
    /// The site's SVGs, written into its staging folder while the pages rendered (not with
    /// `--check`), for `SiteWriter.write(_:to:manifestFile:staged:)`.
    package var staged: StagedFiles?
  }

  /// Renders `widgets` in `count` parts, part 1 here while workers render the others, and
  /// merges the parts, with the pages; `kept` names the widgets to take from the last build.
  /// `early` are workers started before this program re-executed itself: they render the
  /// other parts when there are as many as needed, and are dismissed otherwise.
  /// `whileWorkersStart` runs once the workers are started, before part 1 is rendered; what
  /// it returns comes back with the site. `report` is given the build's progress, across parts.
  ///
  /// - Throws: `WorkerError` when a worker fails, `SiteError` for bad templates or a work
  ///   folder that cannot be made; the work folder is then removed.
  @MainActor package func render<Meanwhile>(
    _ count: Int, widgets: [GalleryWidget], keeping kept: Set<String>, options siteOptions: SiteOptions,
    early: EarlyWorkers? = nil, report: @escaping (SiteProgress) -> Void, whileWorkersStart: () -> Meanwhile
  ) throws -> (WorkerBuild, Meanwhile) {
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
      return try render(
        count, widgets: widgets, keeping: kept, options: siteOptions, templates: templates, folder: folder,
        started: usable?.workers, report: report, whileWorkersStart: whileWorkersStart)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  @MainActor private func render<Meanwhile>(
    _ count: Int, widgets: [GalleryWidget], keeping kept: Set<String>, options siteOptions: SiteOptions,
    templates: SitePages.TemplateFiles, folder: URL, started early: [WorkerPool.Started]?,
    report: @escaping (SiteProgress) -> Void, whileWorkersStart: () -> Meanwhile
  ) throws -> (WorkerBuild, Meanwhile) {
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
    let told = SharedPartProgress(PartProgress(parts: count, count: widgets.count), report: report)
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
    let meanwhile: Meanwhile
    do {
      meanwhile = whileWorkersStart()
      var ownOptions = siteOptions
      ownOptions.part = SitePart(number: 1, claims: claims)
      ownOptions.jobs = 1
      let first = Shard(index: 1, count: count)
      own = try RenderedSite.build(
        widgets, keeping: KeptWidget.read(kept, from: output), options: ownOptions,
        progress: { told.record(WorkerReport($0), from: first) })
    } catch {
      pool.cancel()
      _ = try? others.result()
      throw error
    }
    let (finished, parts) = try others.result()
    for worker in finished {
      Self.forward(worker.output, from: worker.part, to: .standardOutput)
      Self.forward(worker.errors, from: worker.part, to: .standardError)
    }
    var site = try SiteMerger().mergeParts([own] + parts)
    let pages = try parsing.result()
    guard !check else {
      pages.add(to: &site, jobs: count)
      return (WorkerBuild(site: site, folder: folder), meanwhile)
    }
    // The SVGs are written into the staging folder on a thread of their own while the pages
    // render, and the manifest meanwhile too: with a thread of the pages' to itself, or after
    // the pages one thread is done with.
    let svgs = site.files
    let staging = BackgroundThread { [output] in try SiteWriter().stage(svgs, for: output) }
    let manifest = folder.appendingPathComponent(SiteFiles.manifest)
    do {
      try pages.add(to: &site, jobs: count, writingManifestTo: manifest)
    } catch {
      (try? staging.result())?.discard()
      throw error
    }
    return (try WorkerBuild(site: site, folder: folder, manifest: manifest, staged: staging.result()), meanwhile)
  }

  /// Starts the workers of parts 2 to `count`, writing in `folder`, each waiting for its go;
  /// `underTheClock` when they run under the reference clock (by default, when this process
  /// does).
  ///
  /// - Throws: `SiteError` when a worker's preferences folder cannot be made, `WorkerError`
  ///   when a worker cannot be started; those started are dismissed.
  package func startWorkers(_ count: Int, in folder: URL, underTheClock: Bool = ReferenceClock.isInEffect) throws
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

  /// Before this program re-executes itself under the clock: starts the `count` workers the
  /// build will render with and hands them over to the program `exec` makes of this process
  /// (`EarlyWorkers`). Nil when they cannot be started: the build then starts them itself,
  /// and reports what stops it.
  package func startEarlyWorkers(_ count: Int) -> EarlyWorkers? {
    guard let folder = try? makeWorkFolder() else { return nil }
    guard let started = try? startWorkers(count, in: folder, underTheClock: true) else {
      try? FileManager.default.removeItem(at: folder)
      return nil
    }
    let early = EarlyWorkers(folder: folder.path, workers: started)
    early.handOver()
    return early
  }

  /// Dismisses workers started before this program re-executed itself, and removes their folder.
  package func dismiss(_ early: EarlyWorkers) {
    early.takeBack()
    let folder = URL(fileURLWithPath: early.folder, isDirectory: true)
    WorkerPool(folder: folder, deadline: workerDeadline).dismiss(early.workers)
    try? FileManager.default.removeItem(at: folder)
  }

  /// A new work folder: beside the site, or a temporary one for `--check`, which writes
  /// nothing beside the site.
  private func makeWorkFolder() throws -> URL {
    try check ? Self.checkFolder() : SiteWriter().makeWorkFolder(beside: output)
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

  /// In a worker: waits for its go, then renders its claims of `part` of `widgets` into
  /// `folder/part-<I>` (`RenderedSite.partData`) and reports its progress on the report
  /// channel (`WorkerReport`). Widget failures are recorded in the part, for the build to
  /// report; the worker prints nothing of its own. Without its go, the build renders without
  /// this worker, and it returns at once.
  @MainActor package func renderPart(_ part: Shard, of widgets: [GalleryWidget], options: SiteOptions, folder: URL) throws {
    guard WorkerReport.awaitGo() else { return }
    let kept = (try? String(contentsOf: folder.appendingPathComponent("kept"), encoding: .utf8))?.split(separator: "\n") ?? []
    var siteOptions = options
    let claims = try PreviewClaims(
      opening: folder.appendingPathComponent("claims"), slots: SitePart.slots(for: widgets), parts: part.count)
    siteOptions.part = SitePart(number: part.index, claims: claims)
    siteOptions.jobs = 1
    let site = try RenderedSite.build(
      widgets, keeping: KeptWidget.read(Set(kept.map(String.init)), from: output), options: siteOptions,
      progress: { WorkerReport($0).send() })
    try site.writePart(to: folder.appendingPathComponent("part-\(part.index)"))
    WorkerReport.done(drawn: site.drawnPreviews, kept: site.keptWidgets).send()
  }

  /// A new folder for the parts of `build --check`, which writes nothing beside the site.
  package static func checkFolder() throws -> URL {
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
