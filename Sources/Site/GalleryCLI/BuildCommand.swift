import ArgumentParser
import DeviceLocale
import Foundation
import GalleryFixtures
import GalleryFormats
import GalleryRunner
import GallerySite
import LayoutEngine
import MirrorCore
import ParallelBuild
import SwiftUI
import WidgetKit

/// `widget-gallery build`: renders every family, entry and appearance into a site folder.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Render the gallery site: one SVG per family, entry and appearance, pages and manifest.json.",
    discussion: """
      A failing widget gets an error card on its page; the rest is built and the command \
      exits 1. With --check nothing is written: the command exits 1 and lists what differs \
      when the folder is not what a build would write.
      """)

  @OptionGroup var options: WidgetOptions

  @Option(help: "The site folder.", completion: .directory)
  var output = "Site"

  @Flag(help: "Write nothing; exit 1 and list the differences when the site on disk is stale.")
  var check = false

  @Flag(help: "Render everything, even when nothing changed since the last build of this folder.")
  var force = false

  @Option(parsing: .upToNextOption, help: "Only these families (e.g. systemSmall systemMedium).")
  var families: [WidgetFamily] = []

  @Option(parsing: .upToNextOption, help: "Only these appearances (e.g. light dark).")
  var appearances: [Appearance] = []

  @Option(
    parsing: .upToNextOption,
    help: "The devices whose widget sizes are used, the primary one first (default: \(Device.default.name)).")
  var device: [Device] = []

  @Option(
    help: ArgumentHelp(
      "The file of the default conditions (Dynamic Type sizes, devices, locales; default: \(ConditionsFile.name) in the current folder, when there is one; none: no file). Options given replace its values.",
      valueName: "FILE"), completion: .file(extensions: ["json"]))
  var conditions: String?

  @Option(help: "A folder with index.mustache, widget.mustache, gallery.css and gallery.js.", completion: .directory)
  var templates: String?

  @Option(help: "A folder of the app's own font files (.ttf, .otf) that Font.custom names.", completion: .directory)
  var fonts: String?

  @Option(
    parsing: .upToNextOption,
    help:
      "Render in these locales (e.g. de, pt-BR, or Xcode's \"Right-to-Left Pseudolanguage\" and \"Double-Length Pseudolanguage\"), as a device set to each: its strings translate Text literals, Foundation's current locale and calendar are its, and right-to-left languages mirror the layout. Each locale renders in a process of its own.",
    completion: .custom { _, _, prefix in BuildCommand.localeIdentifiers(completing: prefix) })
  var locale: [String] = []

  @Option(
    help: "A folder of the app's strings catalogs (*.xcstrings) and *.lproj/*.strings files, for --locale.",
    completion: .directory)
  var localizations: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "The text sizes chosen in Settings, by DynamicTypeSize's names, the primary one first (default: large). Widgets are drawn no smaller than large, as iOS draws them.",
      valueName: "SIZE"))
  var dynamicType: [DynamicTypeSize] = []

  @Option(
    help: ArgumentHelp(
      "Previews rendered at once (default: every core): above 1, in that many processes of this program. By default, a gallery of fewer than \(Self.workerThreshold) previews renders in one process.",
      valueName: "N"))
  var jobs: Int?

  /// `--jobs`, or every core.
  var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Exit 1 after writing the site when a preview has accessibility findings of these kinds (e.g. contrast smallTapTarget), listing each.",
      valueName: "KIND"))
  var failOn: [PreviewRecord.Finding.Kind] = []

  @Flag(help: "Only the previews (#Preview and PreviewProvider): no provider runs; widgets without previews are left out.")
  var previewsOnly = false

  @Option(
    help: ArgumentHelp("Build only shard I of N (widgets dealt round-robin); join the shards with `merge`.", valueName: "I/N"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "Write a skeleton fixture folder with every URL, keychain item, health type… the widgets asked for and did not get (a new or empty folder; renders every widget).",
      valueName: "DIR"), completion: .directory)
  var missingFixtures: String?

  /// In a worker process of a build with `--jobs`: the part of each widget family it renders (I/N).
  @Option(help: ArgumentHelp(visibility: .private))
  var workerPart: String?

  /// In a worker process: the build's work folder, which holds the ids of the widgets kept
  /// from the last build (`kept`) and gets the part (`part-<I>`).
  @Option(help: ArgumentHelp(visibility: .private))
  var workerFolder: String?

  /// In a process a build with several locales starts: the place of its locale in `--locale`
  /// (from 1); it writes its previews into `--worker-folder` (see `renderLocale`).
  @Option(help: ArgumentHelp(visibility: .private))
  var localePart: Int?

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if localizations != nil && locale.isEmpty { throw ValidationError("--localizations needs --locale, the locale to render in") }
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, e.g. 2/4; got '\(shard)'")
    }
    if shard != nil && check { throw ValidationError("--check compares a whole site; check the merged site instead of a shard") }
    if (workerPart == nil && localePart == nil) != (workerFolder == nil) || workerPart.map({ Shard($0) == nil }) == true {
      throw ValidationError(
        "--worker-part I/N and --worker-folder DIR go together; a build with --jobs gives them to its workers")
    }
    if let localePart, !locale.indices.contains(localePart - 1) {
      throw ValidationError("--locale-part \(localePart) names none of the \(locale.count) locales")
    }
    for (name, values) in [
      ("--dynamic-type", dynamicType.map { "\($0)" }), ("--device", device.map(\.name)), ("--locale", locale),
    ] {
      if let repeated = values.first(where: { value in values.filter { $0 == value }.count > 1 }) {
        throw ValidationError("\(name) names \(repeated) twice")
      }
    }
  }

  func run() throws {
    // The conditions file's values become the options' own, so the build's record and its
    // worker and locale processes see them.
    var command = self
    try command.applyConditionsFile()
    // Widget code is main-actor isolated; `main()` runs commands on the program's main thread.
    try MainActor.assumingIsolated({ try $0.build() }, command)
  }

  /// Takes the conditions file's values for the respects no option was given for.
  mutating func applyConditionsFile() throws {
    if conditions == "none" { return }
    let url = URL(fileURLWithPath: conditions ?? ConditionsFile.name)
    guard let file = try ConditionsFile.read(url) else {
      if let conditions { throw ValidationError("--conditions: there is no file \(conditions)") }
      return
    }
    if dynamicType.isEmpty { dynamicType = file.dynamicTypeSizes }
    if device.isEmpty { device = file.devices }
    if locale.isEmpty { locale = file.locales }
    conditions = "none"
    try validate()
  }

  @MainActor private func build() throws {
    if let workerPart = workerPart.flatMap(Shard.init), let workerFolder {
      return try renderWorkerPart(workerPart, folder: URL(fileURLWithPath: workerFolder))
    }
    if let localePart, let workerFolder {
      return try renderLocale(localePart, folder: URL(fileURLWithPath: workerFolder))
    }
    // Workers started before this program re-executed itself, dismissed unless the build
    // renders with them.
    var early = EarlyWorkers.take()
    defer { if let early { parallelBuild.dismiss(early) } }
    let folder = URL(fileURLWithPath: output)
    if !check { try SiteWriter.checkOutput(folder) }
    if let missingFixtures { try MissingFixtures.checkFolder(URL(fileURLWithPath: missingFixtures)) }
    // The last build's record, while its site is as that build wrote it: only such a site can
    // be up to date or keep widgets. The site is checked first: it is cheaper than the
    // inputs, and a missing or edited site needs no inputs to tell it must be built.
    let stored = check || rendersEverything ? nil : BuildRecord.stored(for: folder)
    let record = stored.flatMap { $0.siteIsIntact(folder) ? $0 : nil }
    if record?.isCurrent(inputs: fingerprintInputs) == true {
      print("\(output)/ is up to date: nothing changed since its last build (--force renders anyway).")
      if !failOn.isEmpty { try checkFindings(in: Self.writtenManifest(in: folder).previews) }
      return
    }
    let lastPreviews = (stored ?? (check ? nil : BuildRecord.stored(for: folder)))?.previews ?? 0
    // The locale is the process's (Foundation's current locale, what formatters default to):
    // set for the program the build re-executes and the workers it starts, never switched
    // under running code. With several locales, each renders in a process of its own.
    if locale.count == 1 {
      for (name, value) in Self.processEnvironment(for: locale[0]) { setenv(name, value, 1) }
    }
    if early == nil && WidgetRegistry.relaunches { early = startEarlyWorkers(lastPreviews: lastPreviews) }
    let widgets = try readWidgets()
    let progress = ProgressReporter()
    let rendered = try render(
      widgets, record: record, lastPreviews: lastPreviews, early: early.take(), report: progress.report)
    defer { if let work = rendered.work { try? FileManager.default.removeItem(at: work.folder) } }
    progress.finish()
    for failure in rendered.site.manifest.failures {
      StandardError.report(failure.description)
    }
    if let missingFixtures { try writeMissingFixtures(to: missingFixtures) }
    if check {
      try compare(rendered.site, with: folder)
    } else {
      try write(rendered, to: folder)
    }
    if !rendered.site.manifest.failures.isEmpty { throw ExitCode.widgetFailed }
    try checkFindings(in: rendered.site.manifest.previews)
  }

  /// Lists the findings of the kinds `--fail-on` names on standard error, and fails the build
  /// when there are any.
  private func checkFindings(in previews: [PreviewRecord]) throws {
    let check = FindingCheck(kinds: Set(failOn))
    let failures = check.failures(in: previews)
    guard !failures.isEmpty else { return }
    for failure in failures { StandardError.report(failure) }
    StandardError.report(FindingCheck.summary(failures.count, kinds: check.kinds))
    throw ExitCode.findings
  }

  /// The manifest of the site in `folder`, as the last build wrote it.
  private static func writtenManifest(in folder: URL) throws -> SiteManifest {
    let file = folder.appendingPathComponent(SiteFiles.manifest)
    do {
      return try SiteManifest.decode(Data(contentsOf: file), file: file.path)
    } catch let error as ManifestSchemaError {
      throw error
    } catch {
      throw SiteError.notAGalleryFolder(path: folder.path)
    }
  }

  /// What to render, from the options.
  func siteOptions() throws -> SiteOptions {
    SiteOptions(
      families: families.isEmpty ? nil : Set(families), appearances: appearances.isEmpty ? nil : Set(appearances),
      device: device.first ?? .default, timeout: options.timeout, templatesDirectory: templates.map { URL(fileURLWithPath: $0) },
      jobs: jobCount, shard: shard.flatMap(Shard.init), fontsDirectory: fonts.map { URL(fileURLWithPath: $0) },
      localization: try localization(), dynamicTypeSize: dynamicType.first, previewsOnly: previewsOnly,
      moreDevices: Array(device.dropFirst()), moreDynamicTypeSizes: Array(dynamicType.dropFirst()), locales: locale)
  }

  /// Each widget's code key (`ProgramModules.codeKey`): what must stay the same for a later
  /// build to keep its pictures. Widgets without one (the previews page, a widget whose type
  /// is unknown, a program SwiftPM did not build) are always rendered.
  @MainActor static func codeKeys(of widgets: [GalleryWidget]) -> [String: String] {
    let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    guard let modules = ProgramModules(program: program) else { return [:] }
    let sources = widgets.map { ($0.id, $0.codeSources(among: widgets)) }
    let gallery = Set(sources.flatMap { $0.1?.modules ?? [] })
    var keys: [String: String] = [:]
    for case (let id, let source?) in sources {
      guard let code = modules.codeKey(for: source.modules, gallery: gallery) else { continue }
      keys[id] = code + " " + source.places.joined(separator: " ")
    }
    return keys
  }

  /// Writes the skeleton of what widgets asked for and did not get, and says what it wrote.
  private func writeMissingFixtures(to path: String) throws {
    guard !MissingFixtures.isEmpty else {
      print("No fixture was missing: \(path)/ was not written.")
      return
    }
    let files = try MissingFixtures.write(to: URL(fileURLWithPath: path))
    print(
      "Missing fixtures: \(files.count) files in \(path)/ (\(files.joined(separator: ", "))); fill them in and build with --fixtures."
    )
  }

  /// The strings of this process's locale (the first of `--locale`, or the one of
  /// `--locale-part`) from `--localizations`; a bad file stops the build (exit 2).
  private func localization() throws -> LocalizationTable? {
    guard !self.locale.isEmpty else { return nil }
    let locale = self.locale[(localePart ?? 1) - 1]
    guard let localizations else { return LocalizationTable(locale: locale, tables: [:]) }
    return try LocalizationTable(directory: URL(fileURLWithPath: localizations), locale: locale)
  }

  /// The options that do not change what a build writes: every other option decides it and is
  /// in the build's `BuildRecord`, read from the parsed command. `--missing-fixtures` writes
  /// its own folder and renders the same site; `--fail-on` only reads the findings; the worker
  /// options are given to a build's workers.
  static let notInputs: Set<String> = [
    "output", "check", "force", "jobs", "missingFixtures", "failOn", "workerPart", "workerFolder", "localePart",
  ]

  /// What the build was asked, for its `BuildRecord`.
  var inputArguments: [String] { fingerprintArguments(excluding: Self.notInputs) }
}
