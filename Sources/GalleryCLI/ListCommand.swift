import ArgumentParser
import Foundation
import GalleryRunner
import SwiftUI
import ViewDSL
import WidgetKit

/// `widget-gallery list`: the widgets, their families and, with `--entries`, their entries.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the widgets, their families and their timeline entries.")

  @OptionGroup var options: WidgetOptions

  @Flag(help: "Run each provider and list its placeholder, snapshot and timeline entries.")
  var entries = false

  func run() throws {
    try WidgetRegistry.prepareForProviders()
    let widgets = try WidgetRegistry.widgets(fixtures: options.fixtures, assets: options.assets, kinds: options.kinds)
    let runner = ProviderRunner(timeout: options.timeout)
    var failures: [GalleryError] = []
    for widget in widgets {
      let configuration = widget.configuration
      print(
        "\(widget.id)\t\(configuration.displayName)\t\(configuration.supportedFamilies.map(\.rawValue).joined(separator: ","))")
      guard entries else { continue }
      do {
        try widget.installFixtures()
        for family in configuration.supportedFamilies {
          let familyEntries = try runner.entries(for: widget, family: family, displaySize: .zero)
          print("  \(family.rawValue)\tpolicy \(familyEntries.policyDescription)")
          for entry in familyEntries.all {
            let relevance = entry.relevance.map { "\trelevance \($0.score)" } ?? ""
            print("    \(entry.kind.slug)\t\(entry.displayDate.iso8601)\(relevance)")
          }
        }
      } catch let error as GalleryError {
        failures.append(error)
        StandardError.report(error.description)
      }
    }
    if !failures.isEmpty { throw ExitCode.widgetFailed }
  }
}
