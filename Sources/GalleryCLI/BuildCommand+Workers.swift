import ArgumentParser
import Foundation
import GalleryFixtures
import GalleryRunner
import GalleryShared
import GallerySite
import GalleryTemplates

/// `build --jobs N`: the build rendered by N worker processes at once, copies of this program,
/// each with its own main actor, each rendering a part of every widget family's previews
/// (`SiteOptions.part`), merged into the site a build in one process writes, byte for byte.
///
/// The workers run the program's own command line with `--worker-part I/N` and
/// `--worker-folder DIR` added: the work folder, made beside the site (on its file system),
/// where each writes its part (`part-<I>`, and its too-big previews in `part-<I>.json`) and
/// its standard output and error, and from which it reads the widgets to keep from the last
/// build (`kept`, decided here). Each has a private preferences folder of its own there. When
/// every worker delivered, the parts are merged, what they printed is passed on in part
/// order, each line marked with its part, and the site is written as a build in one process
/// writes it; when one fails, the others are stopped, nothing is written, and the error
/// names the part and its widget.
extension BuildCommand {
  /// Seconds a worker may spend on one widget: its providers may each take `--timeout`.
  var workerDeadline: Double { max(300, 30 * options.timeout) }

  /// How many worker processes render this build, or nil to render it in this process: a
  /// build with `--jobs` above 1 of a widget or more, on a command line that a copy of the
  /// program can be given more arguments on, that is not a shard (`--shard`) and does not
  /// collect missing fixtures (which this process does).
  func workerCount(widgets: Int) -> Int? {
    guard WidgetRegistry.startsWorkers, jobs > 1, widgets > 0, shard == nil, missingFixtures == nil else { return nil }
    return jobs
  }

  /// Renders the build's `widgets` widgets in `count` workers and merges their parts, with
  /// the pages; `kept` names the widgets to take from the last build.
  ///
  /// - Throws: `WorkerError` when a worker fails, `SiteError` for bad templates or a work
  ///   folder that cannot be made.
  @MainActor func renderInWorkers(
    _ count: Int, widgets: Int, keeping kept: Set<String>, options siteOptions: SiteOptions, progress: ProgressReporter
  ) throws -> RenderedSite {
    // Bad templates stop the build before any worker starts, as they stop a build in one process.
    let pages = try SitePages(templatesDirectory: siteOptions.templatesDirectory ?? builtInTemplatesDirectory)
    let folder = try check ? Self.checkFolder() : SiteWriter().makeWorkFolder(beside: URL(fileURLWithPath: output))
    defer { try? FileManager.default.removeItem(at: folder) }
    var workers: [WorkerPool.Worker] = []
    let command = ReferenceClock.commandStartingThisProgram(CommandLine.arguments)
    do {
      try Data(kept.sorted().map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("kept"))
      for index in 1...count {
        let part = Shard(index: index, count: count)
        let preferences = folder.appendingPathComponent("preferences-\(index)")
        try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: false)
        workers.append(
          WorkerPool.Worker(
            part: part, arguments: command.arguments + ["--worker-part", "\(part)", "--worker-folder", folder.path],
            environment: AppDataFixtures.environment(privatePreferences: preferences)))
      }
    } catch {
      throw SiteError.unwritable(path: folder.path, underlying: error)
    }
    var told = PartProgress(parts: count, count: widgets)
    let pool = WorkerPool(executable: command.executable, folder: folder, deadline: workerDeadline)
    let finished = try pool.run(workers) { part, report in
      for step in told.record(report, from: part) { progress.report(step) }
    }
    progress.finish()
    for worker in finished {
      Self.forward(worker.output, from: worker.part, to: .standardOutput)
      Self.forward(worker.errors, from: worker.part, to: .standardError)
    }
    let tooBig = try (1...count).map { index in
      let file = folder.appendingPathComponent("part-\(index).json")
      do {
        return try JSONDecoder().decode([RenderedSite.TooBig].self, from: Data(contentsOf: file))
      } catch {
        throw SiteError.notAShard(path: file.path, reason: "the too-big previews of part \(index) cannot be read: \(error)")
      }
    }
    var site = try SiteMerger().mergeParts((1...count).map { folder.appendingPathComponent("part-\($0)") }, tooBig: tooBig)
    pages.add(to: &site)
    site.drawnPreviews = finished.map(\.drawn).reduce(0, +)
    site.keptWidgets = finished.map(\.kept).reduce(0, +)
    return site
  }

  /// In a worker: renders `part` into `folder/part-<I>` (its too-big previews into
  /// `folder/part-<I>.json`) and reports its progress on the report channel (`WorkerReport`).
  /// Widget failures are recorded in the part, for the build to report; the worker prints
  /// nothing of its own.
  @MainActor func renderWorkerPart(_ part: Shard, folder: URL) throws {
    try WidgetRegistry.prepareForProviders()
    var widgets = try WidgetRegistry.widgets(
      fixtures: options.fixtures, assets: options.assets, kinds: options.kinds, warns: false)
    if options.kinds.isEmpty, let previews = PreviewCatalog.previewsWidget(among: widgets) { widgets.append(previews) }
    let kept = (try? String(contentsOf: folder.appendingPathComponent("kept"), encoding: .utf8))?.split(separator: "\n") ?? []
    var siteOptions = try siteOptions()
    siteOptions.part = part
    siteOptions.jobs = 1
    let site = try RenderedSite.build(
      widgets, keeping: KeptWidget.read(Set(kept.map(String.init)), from: URL(fileURLWithPath: output)), options: siteOptions,
      progress: { WorkerReport($0).send() })
    try SiteWriter().write(site, to: folder.appendingPathComponent("part-\(part.index)"))
    let tooBig = folder.appendingPathComponent("part-\(part.index).json")
    do {
      try JSONEncoder().encode(site.tooBig).write(to: tooBig)
    } catch {
      throw SiteError.unwritable(path: tooBig.path, underlying: error)
    }
    WorkerReport.done(drawn: site.drawnPreviews, kept: site.keptWidgets).send()
  }

  /// A new folder for the parts of `build --check`, which writes nothing beside the site.
  private static func checkFolder() throws -> URL {
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
