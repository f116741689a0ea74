import Foundation
import GalleryRunner
import LayoutEngine
import Locking
import MirrorCore
import Mustache
import SwiftUI
import Synchronization
import WidgetKit

/// The index page: every widget's card, with the filters of the site's families, appearances and conditions.
extension SitePages {
  func index(_ manifest: SiteManifest) -> IndexPage {
    var families: [PreviewFamily] = []
    let thumbnails = Self.thumbnails(manifest.previews)
    // The conditions each widget has previews in, in the gallery's order.
    var shownIn: [String: Set<PreviewCondition>] = [:]
    if manifest.conditions != nil {
      for preview in manifest.previews {
        if let condition = preview.condition { shownIn[preview.widget, default: []].insert(condition) }
      }
    }
    let widgets = manifest.widgets.map { widget in
      for family in widget.families where !families.contains(family) { families.append(family) }
      var card = IndexPage.Card(
        id: widget.id, kind: widget.kind, displayName: widget.displayName, description: widget.description,
        page: widget.page, familyList: widget.families.map(\.name).joined(separator: ", "),
        search: [widget.displayName, widget.kind, widget.id, widget.description].joined(separator: " ").lowercased(),
        category: widget.category?.rawValue)
      if let conditions = manifest.conditions {
        card.conditionList = conditions.filter { shownIn[widget.id]?.contains($0) == true }.map(\.name).joined(separator: "|")
      }
      if let thumbnail = thumbnails[widget.id].map({ manifest.previews[$0] }) {
        let width = thumbnail.size.first ?? 1
        let height = thumbnail.size.last ?? 1
        let scale = min(120 / max(height, 1), 240 / max(width, 1))
        card.thumbnail = thumbnail.file
        card.thumbnailAlt = thumbnail.accessibilityTitle.isEmpty ? widget.displayName : thumbnail.accessibilityTitle
        card.thumbnailWidth = Int((width * scale).rounded())
        card.thumbnailHeight = Int((height * scale).rounded())
      }
      return card
    }
    let familyOrder: [WidgetFamily] = [
      .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    ]
    func position(_ family: PreviewFamily) -> Int {
      family.widgetFamily.flatMap { familyOrder.firstIndex(of: $0) } ?? familyOrder.count
    }
    families.sort { (position($0), $0.name) < (position($1), $1.name) }
    var index = IndexPage(
      widgets: widgets, widgetCount: manifest.widgets.count, previewCount: manifest.previews.count,
      device: manifest.device, referenceDate: manifest.referenceDate, families: families.map(\.name),
      failures: manifest.failures.map { IndexPage.Failure(widget: $0.widget, message: $0.message) },
      notDrawn: [])
    // Each widget's findings over its previews, linked to its section of the findings page.
    var findings: [String: Int] = [:]
    for position in manifest.previews.indices where !manifest.previews[position].findings.isEmpty {
      findings[manifest.previews[position].widget, default: 0] += manifest.previews[position].findings.count
    }
    if !findings.isEmpty {
      index.findingsPage = Self.findingsPath
      index.findingCount = findings.values.reduce(0, +)
      for position in index.widgets.indices {
        guard let count = findings[index.widgets[position].id] else { continue }
        index.widgets[position].findingCount = count
        index.widgets[position].findingsLink = "\(Self.findingsPath)#\(PreviewRecord.slug(index.widgets[position].id))"
      }
    }
    if let conditions = manifest.conditions {
      index.conditions = conditions.map(\.name)
      index.filtersConditions = true
    }
    return index
  }
}
