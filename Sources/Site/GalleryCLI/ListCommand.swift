import ArgumentParser
import Foundation
import GalleryRunner
import MirrorCore
import SwiftUI
import WidgetKit

/// `widget-gallery list`: the widgets, their families and, with `--entries`, their entries;
/// with `--previews`, their Xcode previews; with `--json`, all of it as JSON.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the widgets, their families, their timeline entries and their previews.")

  @OptionGroup var options: WidgetOptions

  @Flag(help: "Run each provider and list its placeholder, snapshot and timeline entries.")
  var entries = false

  @Flag(help: "List each widget's #Previews and PreviewProvider views, and the view previews of no widget.")
  var previews = false

  @Flag(help: "Write the list as JSON (the documentation's \"Commands and exit codes\" has its shape).")
  var json = false

  func run() throws {
    let listing = try MainActor.assumingIsolated({ try $0.listing() }, self)
    if json {
      FileHandle.standardOutput.write(try listing.json())
    } else {
      for widget in listing.widgets { print(Self.text(widget), terminator: "") }
      if let unowned = listing.previews, !unowned.isEmpty {
        print("\(PreviewCatalog.previewsKind)\tPreviews of no widget")
        for preview in unowned { print(Self.text(preview)) }
      }
    }
    if listing.widgets.contains(where: { $0.error != nil }) { throw ExitCode.widgetFailed }
  }

  /// What the command lists. A widget whose entries cannot be listed gets its error, said on
  /// standard error too.
  @MainActor func listing() throws -> WidgetListing {
    try WidgetRegistry.prepareForProviders()
    let widgets = try WidgetRegistry.widgets(fixtures: options.fixtures, assets: options.assets, kinds: options.kinds)
    let runner = ProviderRunner(timeout: options.timeout)
    let previewListing = previews ? PreviewCatalog.listing(among: WidgetRegistry.sources) : nil
    // As in the site, the view previews of no widget are shown unless --widgets chose some.
    let unowned = options.kinds.isEmpty ? previewListing.map { $0.unowned.map(WidgetListing.Preview.init) } : nil
    var listing = WidgetListing(widgets: [], previews: unowned)
    for widget in widgets {
      var listed = WidgetListing.Widget(widget)
      if let previewListing { listed.previews = (previewListing.byWidget[widget.id] ?? []).map(WidgetListing.Preview.init) }
      if entries {
        do {
          try widget.installFixtures()
          listed.entries = try widget.configuration.supportedFamilies.map {
            WidgetListing.Family(try runner.entries(for: widget, family: $0, displaySize: .zero))
          }
        } catch let error as GalleryError {
          listed.error = error.description
          StandardError.report(error.description)
        }
      }
      listing.widgets.append(listed)
    }
    return listing
  }

  /// A widget as lines of tab-separated fields: id, name and families, then its entries
  /// (indented by family) and previews.
  static func text(_ widget: WidgetListing.Widget) -> String {
    var lines = "\(widget.id)\t\(widget.displayName)\t\(widget.families.joined(separator: ","))\n"
    for family in widget.entries ?? [] {
      lines += "  \(family.family)\tpolicy \(family.policy)\n"
      for entry in family.entries {
        lines += "    \(entry.entry)\t\(entry.date)\(entry.relevance.map { "\trelevance \(Float($0))" } ?? "")\n"
      }
    }
    for preview in widget.previews ?? [] { lines += text(preview) + "\n" }
    return lines
  }

  /// A preview as one indented line: source, content, family, name and place.
  static func text(_ preview: WidgetListing.Preview) -> String {
    "  \(preview.source)\t\(preview.content)\t\(preview.family ?? "-")\t\(preview.name)\t\(preview.place)"
  }
}
