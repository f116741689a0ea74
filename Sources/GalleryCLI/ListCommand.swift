import ArgumentParser
import Foundation
import GalleryRunner
import ViewDSL

/// `widget-gallery list`: the widgets, their families and, with `--entries`, their entries.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the widgets, their families and their timeline entries.")

  @OptionGroup var options: WidgetOptions

  @Flag(help: "Run each provider and list its placeholder, snapshot and timeline entries.")
  var entries = false

  func run() throws {
    let widgets = try WidgetRegistry.widgets(fixtures: options.fixtures, assets: options.assets, kinds: options.kinds)
    let runner = ProviderRunner(timeout: options.timeout)
    var failures: [GalleryError] = []
    for widget in widgets {
      let configuration = widget.configuration
      print("\(widget.id)\t\(configuration.displayName)\t\(configuration.supportedFamilies.map(\.rawValue).joined(separator: ","))")
      guard entries else { continue }
      do {
        try widget.installFixtures()
        for family in configuration.supportedFamilies {
          let familyEntries = try runner.entries(for: widget, family: family, displaySize: .zero)
          print("  \(family.rawValue)\tpolicy \(PolicyText.describe(familyEntries))")
          for entry in familyEntries.all {
            let relevance = entry.relevance.map { "\trelevance \($0.score)" } ?? ""
            print("    \(entry.kind.slug)\t\(ISO8601DateFormatter().string(from: entry.displayDate))\(relevance)")
          }
        }
      } catch let error as GalleryError {
        failures.append(error)
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      }
    }
    if !failures.isEmpty { throw ExitCode(1) }
  }
}

/// Describes a reload policy with its date moved to the reference time.
enum PolicyText {
  static func describe(_ entries: FamilyEntries) -> String {
    switch entries.policy.kind {
    case .atEnd: "atEnd"
    case .never: "never"
    case .after: "after \(entries.policyDisplayDate.map { ISO8601DateFormatter().string(from: $0) } ?? "")"
    }
  }
}
