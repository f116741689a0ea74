import ArgumentParser
import Foundation
import GalleryFixtures
import GalleryRunner
import MirrorCore
import SwiftUI
import WidgetKit

/// The `widget-gallery` command: lists and renders a set of widgets.
///
/// The widgets are given by the program (the built-in gallery, or the `@main` widget or
/// bundle of a user's executable); the command line chooses what to do with them.
package struct GalleryCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "widget-gallery",
    abstract: "Render iOS widgets on Linux and list their entries.",
    discussion: """
      Exit codes: 0 success; 1 a widget failed (its error is printed) or, with --check, the \
      output differs; 2 bad usage: arguments, or folders and files that cannot be used (an \
      --output path that is not a site folder is left untouched).
      """,
    version: "widget-gallery " + GalleryVersion.description,
    subcommands: [
      BuildCommand.self, MergeCommand.self, ListCommand.self, DiffCommand.self, ServeCommand.self, InitCICommand.self,
    ],
    defaultSubcommand: ListCommand.self)

  package init() {}

  /// Runs the command line for these widgets (and Live Activities and controls) and exits.
  package static func main(widgets: [GalleryWidget], arguments: [String]? = nil) -> Never {
    WidgetRegistry.sources = widgets
    WidgetRegistry.isCommandLine = true
    // A copy of this program started with more arguments after the program's own parses
    // them only if the arguments parsed here end its command line.
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    WidgetRegistry.startsWorkers = CommandLine.arguments.dropFirst().reversed().starts(with: given.reversed())
    // A file size limit (`ulimit -f`) makes a write fail with EFBIG, reported like a full
    // disk, instead of killing the process.
    signal(SIGXFSZ, SIG_IGN)
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      Foundation.exit(0)
    } catch {
      if let output = output(for: error) {
        if output.isFailure { StandardError.report(output.text) } else { print(output.text) }
      }
      Foundation.exit(exitStatus(for: error))
    }
  }
}

/// The widgets of this run, set once before the arguments are parsed.
enum WidgetRegistry {
  /// Written once in `GalleryCommand.main` before any command runs, then only read.
  nonisolated(unsafe) static var sources: [GalleryWidget] = []
  /// Whether this process is the command line (not a test calling a command's `run`).
  nonisolated(unsafe) static var isCommandLine = false
  /// Whether `build --jobs` may render in worker processes: this is the command line, and a
  /// copy of the program started with arguments added at the end of its command line reads them.
  nonisolated(unsafe) static var startsWorkers = false

  /// Makes the process ready to run providers: the command line re-executes itself once with
  /// a private preferences folder, so App Group fixtures never touch the user's own, and under
  /// the gallery's fixed clock, so `Date()` reads the reference time in providers and views.
  ///
  /// Commands call this just before they need it, so those that run no provider (`diff`,
  /// `merge`, an up-to-date `build`) start once, not twice.
  static func prepareForProviders() throws {
    if isCommandLine { try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded(referenceClock: true) }
  }

  /// Whether `prepareForProviders()` re-executes this process.
  static var relaunches: Bool { isCommandLine && AppDataFixtures.relaunches(referenceClock: true) }

  /// The widgets, read with their fixtures and assets; `--fixtures`/`--assets` given on the
  /// command line apply to widgets that bring none. A widget whose id an earlier one has
  /// (two widgets of one kind) is renamed, with a warning (see `distinguishingRepeatedIDs`).
  ///
  /// A build's workers pass `warns: false`: the build that started them warned already.
  static func widgets(fixtures: String?, assets: String?, kinds: [String], warns: Bool = true) throws -> [GalleryWidget] {
    let given = sources.map {
      $0.withFolders(fixtures: fixtures.map { URL(fileURLWithPath: $0) }, assets: assets.map { URL(fileURLWithPath: $0) })
    }
    let (all, warnings) = GalleryWidget.distinguishingRepeatedIDs(given)
    if warns { for warning in warnings { StandardError.warning(warning) } }
    let known = all.flatMap { [$0.id, $0.kind] }
    for kind in kinds where !known.contains(kind) {
      throw ValidationError("no widget '\(kind)'; known: \(all.map(\.id).joined(separator: ", "))")
    }
    return all.filter { kinds.isEmpty || kinds.contains($0.id) || kinds.contains($0.kind) }
  }
}

/// Options every command that loads widgets takes.
struct WidgetOptions: ParsableArguments {
  @Option(name: .customLong("widgets"), parsing: .upToNextOption, help: "Only these widget kinds.")
  var kinds: [String] = []

  @Option(
    help:
      "App data for widgets that bring none: UserDefaults/<suite>.json, urls.json, AppGroups/, Keychain/, HealthKit/, Location/, EventKit/ (the documentation's \"Fixtures for every data source\" has the formats).",
    completion: .directory)
  var fixtures: String?

  @Option(help: "Named images and colours: an asset catalog or a folder of images.", completion: .directory)
  var assets: String?

  @Option(help: "Seconds a provider may take to call its completion handler.")
  var timeout: Double = 10
}
