import Foundation
import GalleryRunner
import WidgetKit

/// What `list --json` writes: a stable, documented shape for scripts (the documentation's (CommandLine.md) "list
/// --json"). Fields are only ever added, never renamed or removed; keys are sorted, and a field
/// that does not apply is left out.
struct WidgetListing: Encodable, Equatable {
  /// One widget, Live Activity or control.
  struct Widget: Encodable, Equatable {
    var id: String
    var kind: String
    var displayName: String
    var description: String
    /// `widget`, `liveActivity` or `control`.
    var category: String
    /// The families it supports, in its own order.
    var families: [String]
    /// With `--entries`: each family's entries.
    var entries: [Family]?
    /// With `--previews`: its previews, in the order its page shows them.
    var previews: [Preview]?
    /// With `--entries`: why its entries could not be listed.
    var error: String?
  }

  /// One family's entries, as its provider gave them.
  struct Family: Encodable, Equatable {
    var family: String
    /// `atEnd`, `never` or `after <date>`.
    var policy: String
    var entries: [Entry]
  }

  struct Entry: Encodable, Equatable {
    /// `placeholder`, `snapshot` or `entry-N`: the entry's part of the site's anchors.
    var entry: String
    /// ISO 8601, UTC.
    var date: String
    /// The relevance score, as the provider wrote it (a `Float` printed in its shortest form).
    var relevance: Double?
  }

  /// One `#Preview` or `PreviewProvider` view (see `PreviewCatalog.Listed`).
  struct Preview: Encodable, Equatable {
    /// `#Preview` or `PreviewProvider`.
    var source: String
    /// `widget`, `activity` or `view`.
    var content: String
    var name: String
    var family: String?
    /// `Module/File.swift:line`, or the provider's type.
    var place: String
  }

  var widgets: [Widget]
  /// With `--previews`: the view previews that belong to no widget (the site's previews page).
  var previews: [Preview]?

  /// The listing as pretty-printed JSON with sorted keys, ending in a newline.
  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}

extension WidgetListing.Widget {
  init(_ widget: GalleryWidget) {
    let configuration = widget.configuration
    let category = configuration.activity != nil ? "liveActivity" : configuration.control != nil ? "control" : "widget"
    self.init(
      id: widget.id, kind: widget.kind, displayName: configuration.displayName, description: configuration.description,
      category: category, families: configuration.supportedFamilies.map(\.rawValue))
  }
}

extension WidgetListing.Family {
  init(_ entries: FamilyEntries) {
    self.init(
      family: entries.family.rawValue, policy: entries.policyDescription,
      entries: entries.all.map {
        WidgetListing.Entry(
          entry: $0.kind.slug, date: $0.displayDate.iso8601, relevance: $0.relevance.flatMap { Double("\($0.score)") })
      })
  }
}

extension WidgetListing.Preview {
  init(_ preview: PreviewCatalog.Listed) {
    self.init(
      source: preview.source, content: preview.content, name: preview.name, family: preview.family?.rawValue,
      place: preview.place)
  }
}
