import ArgumentParser
import ChildProcesses
import DeviceLocale
import Foundation
import FoundationAdditions
import GalleryFixtures
import GalleryFormats
import GalleryRunner
import GallerySite
import MirrorCore
import ParallelBuild

/// `build --locale A B …`: every locale renders in a process of its own, a copy of this
/// program with `--locale-part I` and `--worker-folder DIR` added and `WIDGETGALLERY_LOCALE`
/// set to it, since Foundation's current locale is one per process (`DeviceLocale`) and is
/// never switched under running code. Each writes its previews into `DIR/locale-<I>`
/// (`RenderedSite.writeFolder`); the build joins them in `--locale`'s order and adds the
/// pages. As many run at once as `--jobs` allows, each drawing on its share of the threads.
extension BuildCommand {
  /// Renders every locale of `--locale` in processes of their own and joins their previews,
  /// with the pages.
  ///
  /// - Throws: `LocaleProcessError` naming the locale when its process fails; `SiteError` for a work
  ///   folder that cannot be made or bad templates.
  @MainActor func renderLocales(_ widgets: [GalleryWidget], options siteOptions: SiteOptions) throws -> RenderedSite {
    let folder = try check ? ParallelBuild.checkFolder() : SiteWriter().makeWorkFolder(beside: URL(fileURLWithPath: output))
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = ReferenceClock.commandStartingThisProgram(CommandLine.arguments)
    let atOnce = max(1, min(jobCount, locale.count))
    let threads = max(1, jobCount / atOnce)
    let failures = LocaleFailures()
    let locales = locale
    // Each locale's process, `atOnce` of them at a time.
    DispatchQueue.concurrentPerform(iterations: atOnce) { lane in
      for index in stride(from: lane, to: locales.count, by: atOnce) {
        if let failure = Self.runLocale(locales[index], number: index + 1, command: command, folder: folder, threads: threads) {
          failures.add(failure, at: index)
        }
      }
    }
    if let failure = failures.first { throw LocaleProcessError(message: failure) }
    let sites = try locale.indices.map { try RenderedSite(folder: folder.appendingPathComponent("locale-\($0 + 1)")) }
    var site = sites[0].joiningLocales(Array(sites.dropFirst()))
    try site.addPages(templatesDirectory: siteOptions.templatesDirectory)
    return site
  }

  /// Runs the process of the locale at `number` (from 1) and waits for it; what it printed
  /// is passed on, marked with its locale. Returns what went wrong, nil when it rendered.
  private static func runLocale(
    _ name: String, number: Int, command: (executable: String, arguments: [String]), folder: URL, threads: Int
  ) -> String? {
    let preferences = folder.appendingPathComponent("preferences-locale-\(number)")
    let finished: ChildProcess.Finished
    do {
      try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: false)
      var environment = try AppDataFixtures.environment(
        privatePreferences: preferences, underTheClock: ReferenceClock.isInEffect)
      environment.merge(processEnvironment(for: name)) { $1 }
      var child = ChildProcess(
        URL(fileURLWithPath: command.executable),
        Array(command.arguments.dropFirst())
          + ["--locale-part", "\(number)", "--worker-folder", folder.path, "--jobs", "\(threads)"],
        environment: environment)
      child.standardError = .intoOutput
      finished = try child.run(waitingFor: "the process of locale \(name)", seconds: nil)
    } catch {
      return "could not start the process of locale \(name): \(error)"
    }
    forward(finished.outputData, from: name, to: FileHandle.standardError)
    guard finished.succeeded else {
      return "the process of locale \(name) failed (\(finished.signaled ? "signal" : "status") \(finished.status))"
    }
    return nil
  }

  /// In the process of one locale: renders its previews into `folder/locale-<number>`.
  @MainActor func renderLocale(_ number: Int, folder: URL) throws {
    try WidgetRegistry.prepareForProviders()
    var widgets = try WidgetRegistry.widgets(
      fixtures: options.fixtures, assets: options.assets, kinds: options.kinds, warns: false)
    if options.kinds.isEmpty, let previews = PreviewCatalog.previewsWidget(among: widgets) { widgets.append(previews) }
    let site = RenderedSite.renderPreviews(widgets, options: try siteOptions())
    let mine = folder.appendingPathComponent("locale-\(number)")
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: false)
    try site.writeFolder(mine)
  }

  /// The environment variables of a process rendering `language`: its locale
  /// (`DeviceLocale`), and whether it doubles its strings (`Pseudolanguage`).
  static func processEnvironment(for language: String) -> [String: String] {
    var variables = [DeviceLocale.variable: EnvironmentValues.processLocale(for: language)]
    if Pseudolanguage.isDoubleLength(language) { variables[Pseudolanguage.doubleLengthVariable] = "1" }
    return variables
  }

  /// Passes on what a locale's process printed, each line marked with its locale (`[de] `).
  static func forward(_ printed: Data, from locale: String, to handle: FileHandle) {
    guard !printed.isEmpty else { return }
    let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let shown = (lines.last == "" ? lines.dropLast() : lines[...]).map { "[\(locale)] \($0)\n" }.joined()
    handle.write(Data(shown.utf8))
  }

  /// What shell completions offer for `--locale`: the identifiers of the locales this machine's
  /// Foundation knows, in BCP 47 form (`pt-BR`, as `--locale` is written), sorted, that start
  /// with `prefix` (case aside).
  ///
  /// Identifiers with a Unicode extension (`en-US-u-va-posix`) are left out, and so are Xcode's
  /// pseudolanguages, whose names have spaces that a shell would split; the help names them.
  static func localeIdentifiers(completing prefix: String) -> [String] {
    let identifiers = Set(Locale.availableIdentifiers.map { Locale(identifier: $0).identifier(.bcp47) })
    return identifiers.filter { !$0.contains("-u-") && $0.lowercased().hasPrefix(prefix.lowercased()) }.sorted()
  }
}

/// What went wrong in the processes of a build's locales, by the locale's place.
private final class LocaleFailures: @unchecked Sendable {
  // Sendable: `failures` is only touched under `lock`.
  private let lock = NSLock()
  private var failures: [Int: String] = [:]

  func add(_ failure: String, at place: Int) {
    lock.lock()
    defer { lock.unlock() }
    failures[place] = failure
  }

  /// The failure of the first locale that failed.
  var first: String? {
    lock.lock()
    defer { lock.unlock() }
    return failures.min { $0.key < $1.key }?.value
  }
}
