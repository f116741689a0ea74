import Foundation
import GalleryRunner
import LayoutEngine
import Locking
import MirrorCore
import Mustache
import SwiftUI
import Synchronization
import WidgetKit

/// A widget's page: its previews by family, entry and condition, its variants and its Home Screen mock-ups.
extension SitePages {
  func page(for widget: SiteManifest.WidgetRecord, _ manifest: SiteManifest) -> WidgetPage {
    if widget.category != nil { return presentationPage(for: widget, manifest) }
    // Positions in `records`, not copies: a long timeline has tens of thousands of records.
    let records = manifest.previews
    let previews = records.indices.filter { records[$0].widget == widget.id }
    // In a gallery of several conditions, each condition's previews are a section of their
    // own, the primary one's shown first; the others' anchors say where they differ.
    let conditions = manifest.conditions ?? []
    let primary = conditions.first
    let groups: [(condition: PreviewCondition?, previews: [Int])] =
      conditions.isEmpty
      ? [(nil, previews)] : conditions.map { condition in (condition, previews.filter { records[$0].condition == condition }) }
    var families: [WidgetPage.Family] = []
    var previewFamilies: [WidgetPage.PreviewFamily] = []
    for (condition, previews) in groups {
      let shown = condition.map { ConditionShown(condition: $0, primary: primary!) }
      families += self.families(of: widget, previews, in: records, condition: shown)
      previewFamilies += self.previewFamilies(of: widget, previews, in: records, condition: shown)
    }
    // The page of view previews is no widget to put on a Home Screen. Each condition's
    // mock-up shows its previews on its device's screen.
    let mockups: [WidgetPage.Mockup] =
      widget.kind == PreviewCatalog.previewsKind
      ? []
      : groups.compactMap { group in
        let device = group.condition.flatMap { Device.named($0.device) } ?? Device.named(manifest.device) ?? .default
        var shown = mockup(for: widget, group.previews, in: records, device: device)
        if let condition = group.condition {
          shown?.condition = condition.name
          shown?.primary = condition == primary
        }
        return shown
      }
    let primaryMockup = mockups.first.flatMap { $0.condition == nil || $0.primary ? $0 : nil }
    var page = WidgetPage(
      id: widget.id, displayName: widget.displayName, description: widget.description, families: families,
      previews: previewFamilies.isEmpty
        ? nil : WidgetPage.Previews(anchor: PreviewRecord.slug("\(widget.id)--previews"), families: previewFamilies),
      mockup: primaryMockup,
      failure: manifest.failures.first { $0.widget == widget.id }.map { WidgetPage.WidgetFailure(message: $0.message) })
    if primaryMockup != nil { page.mockups = mockups }
    if let primary {
      page.conditions = conditions.map { WidgetPage.ConditionChoice(name: $0.name, primary: $0 == primary ? true : nil) }
      page.switcher = true
      page.variants = variants(of: widget, previews, in: records, conditions: conditions)
    }
    return page
  }

  /// A condition of a gallery of several, as a page shows it.
  struct ConditionShown {
    var condition: PreviewCondition
    var primary: PreviewCondition

    var isPrimary: Bool { condition == primary }

    /// What an anchor of this condition adds (empty for the primary one).
    var anchorSuffix: String {
      condition.differences(from: primary).map { "--" + PreviewRecord.slug($0) }.joined()
    }
  }

  /// The provider's entries of `previews` by family: a table each.
  func families(
    of widget: SiteManifest.WidgetRecord, _ previews: [Int], in records: [PreviewRecord], condition: ConditionShown?
  ) -> [WidgetPage.Family] {
    let isPreview = { (position: Int) in records[position].entry.isPreview }
    return widget.families.compactMap { family in
      let inFamily = previews.filter { records[$0].family == family && !isPreview($0) }
      guard let first = inFamily.first else { return nil }
      let (appearances, entries, cellsByEntry) = Self.table(inFamily, records)
      let isTimeline = { (entry: PreviewEntry.Kind) in
        if case .timeline = entry { return true }
        return false
      }
      let timeline = entries.filter(isTimeline)
      let scrubbed = timeline.count > Self.scrubberThreshold
      let shown = scrubbed ? entries.filter { !isTimeline($0) } + [timeline[0]] : entries
      let rows = shown.map { entry in
        var row = self.row(entry, (cellsByEntry[entry] ?? []).map { records[$0] }, widget: widget)
        if scrubbed && entry == timeline[0] { row.scrubbed = true }
        return row
      }
      var scrubber =
        !scrubbed
        ? nil
        : WidgetPage.Scrubber(
          last: timeline.count - 1, count: timeline.count,
          anchorPrefix: PreviewRecord.slug(widget.id) + "--" + PreviewRecord.slug(family.name) + "--",
          data: Self.scrubberData(timeline.map { cellsByEntry[$0] ?? [] }, in: records, alt: { self.alt($0, widget) }))
      if let condition, !condition.isPrimary { scrubber?.anchorSuffix = condition.anchorSuffix }
      var shownFamily = WidgetPage.Family(
        family: family.name, familyAnchor: PreviewRecord.slug("\(widget.id)--\(family.name)") + (condition?.anchorSuffix ?? ""),
        appearances: appearances.map(\.rawValue), rows: rows, policy: records[first].policy, scrubber: scrubber)
      shownFamily.condition = condition?.condition.name
      shownFamily.primary = condition?.isPrimary == true ? true : nil
      return shownFamily
    }
  }

  /// The Xcode previews of `previews` by family: a table each.
  func previewFamilies(
    of widget: SiteManifest.WidgetRecord, _ previews: [Int], in records: [PreviewRecord], condition: ConditionShown?
  ) -> [WidgetPage.PreviewFamily] {
    widget.families.compactMap { family in
      let inFamily = previews.filter { records[$0].family == family && records[$0].entry.isPreview }
      guard !inFamily.isEmpty else { return nil }
      let (appearances, entries, cellsByEntry) = Self.table(inFamily, records)
      var shown = WidgetPage.PreviewFamily(
        family: family.name,
        familyAnchor: PreviewRecord.slug("\(widget.id)--\(family.name)--previews") + (condition?.anchorSuffix ?? ""),
        appearances: appearances.map(\.rawValue),
        rows: entries.map { self.row($0, (cellsByEntry[$0] ?? []).map { records[$0] }, widget: widget) })
      shown.condition = condition?.condition.name
      shown.primary = condition?.isPrimary == true ? true : nil
      return shown
    }
  }

  /// The Variants view: per family, one entry (the light snapshot, else the first preview) in
  /// every condition that differs from the primary one in one respect, beside the primary's,
  /// as Xcode's canvas shows Variants.
  func variants(
    of widget: SiteManifest.WidgetRecord, _ previews: [Int], in records: [PreviewRecord], conditions: [PreviewCondition]
  ) -> WidgetPage.Variants? {
    let primary = conditions[0]
    let axes = WidgetPage.VariantAxis.all.filter { axis in Set(conditions.map { axis.value(of: $0) }).count > 1 }
    let families: [WidgetPage.VariantFamily] = widget.families.compactMap { family in
      let inFamily = previews.filter { records[$0].family == family && !records[$0].entry.isPreview }
      let chosen =
        inFamily.first { records[$0].entry == .snapshot && records[$0].appearance == .light }.map { records[$0] }
        ?? inFamily.first.map { records[$0] }
      guard let chosen else { return nil }
      let figures: [WidgetPage.VariantFigure] = conditions.compactMap { condition in
        let differing = axes.filter { $0.value(of: condition) != $0.value(of: primary) }
        guard differing.count <= 1,
          let position = inFamily.first(where: {
            records[$0].condition == condition && records[$0].entry == chosen.entry && records[$0].appearance == chosen.appearance
          })
        else { return nil }
        let record = records[position]
        return WidgetPage.VariantFigure(
          axis: differing.first?.name ?? "primary", condition: condition.name, dynamicTypeSize: condition.dynamicTypeSize,
          device: condition.device, locale: condition.locale, anchor: record.anchor, file: record.file,
          alt: alt(record, widget), width: record.size.first ?? 0, height: record.size.last ?? 0)
      }
      return WidgetPage.VariantFamily(
        family: family.name, entry: chosen.entry.slug, appearance: chosen.appearance.rawValue, figures: figures)
    }
    guard !axes.isEmpty, !families.isEmpty else { return nil }
    return WidgetPage.Variants(
      primary: primary.name, axes: axes.map { WidgetPage.VariantAxisChoice(name: $0.name, label: $0.label) },
      families: families)
  }

  /// The appearances (columns) and entries (rows) of some records, in first-seen order, and
  /// the records' positions by entry.
  static func table(_ positions: [Int], _ records: [PreviewRecord]) -> (
    [Appearance], [PreviewEntry.Kind], [PreviewEntry.Kind: [Int]]
  ) {
    var appearances: [Appearance] = []
    var entries: [PreviewEntry.Kind] = []
    var cellsByEntry: [PreviewEntry.Kind: [Int]] = [:]
    for position in positions {
      let (appearance, entry) = (records[position].appearance, records[position].entry)
      if !appearances.contains(appearance) { appearances.append(appearance) }
      if cellsByEntry[entry] == nil { entries.append(entry) }
      cellsByEntry[entry, default: []].append(position)
    }
    return (appearances, entries, cellsByEntry)
  }

  /// How many icon cells a widget of each family covers on the Home Screen, across and down.
  static let homeScreenSpans: [WidgetFamily: (columns: Int, rows: Int)] = [
    .systemSmall: (2, 2), .systemMedium: (4, 2), .systemLarge: (4, 4), .systemExtraLarge: (8, 4),
  ]

  /// The Home Screen and Add Widget sheet mock-ups: the snapshot entry of each Home Screen
  /// family on the device's icon grid; nil when no such family was rendered.
  ///
  /// The grid follows from the widget sizes: a small widget covers two icon columns and one
  /// gap, a medium one four columns and three gaps; rows likewise from small and large. As
  /// many rows as fit between the status bar and the dock are filled with app icons.
  func mockup(
    for widget: SiteManifest.WidgetRecord, _ previews: [Int], in records: [PreviewRecord], device: Device
  ) -> WidgetPage.Mockup? {
    let screen = (width: Double(device.screenSize.width), height: Double(device.screenSize.height))
    let small = (width: Double(device.small.width), height: Double(device.small.height))
    let columnGap = Double(device.medium.width) - 2 * small.width
    let rowGap = Double(device.large.height) - 2 * small.height
    let column = (small.width - columnGap) / 2
    let row = (small.height - rowGap) / 2
    let statusBar = 72.0
    let dock = 170.0
    let margin = 20.0
    let columns = max(4, Int((screen.width - 2 * margin + columnGap) / (column + columnGap)))
    let rows = max(4, Int((screen.height - statusBar - dock + rowGap) / (row + rowGap)))
    let families: [WidgetPage.MockupFamily] = widget.families.compactMap { family in
      guard let span = family.widgetFamily.flatMap({ Self.homeScreenSpans[$0] }), span.columns <= columns else { return nil }
      // Positions, searched in place: a long timeline has thousands of records to copy.
      let inFamily = previews.lazy.filter { records[$0].family == family }
      guard
        let shownAt = inFamily.first(where: { records[$0].appearance == .light && records[$0].entry == .snapshot })
          ?? inFamily.first(where: { records[$0].appearance == .light }) ?? inFamily.first
      else { return nil }
      let shown = records[shownAt]
      let dark = inFamily.first { records[$0].entry == shown.entry && records[$0].appearance == .dark }.flatMap { position in
        let dark = records[position]
        return dark == shown ? nil : WidgetPage.Image(file: dark.file, alt: alt(dark, widget))
      }
      return WidgetPage.MockupFamily(
        family: family.name, file: shown.file, alt: alt(shown, widget), width: shown.size.first ?? 0,
        height: shown.size.last ?? 0,
        columns: span.columns, rows: span.rows, icons: Array(0..<(columns * rows - span.columns * span.rows)), dark: dark)
    }
    guard !families.isEmpty else { return nil }
    let pages = families.enumerated().map { index, family in
      var page = family
      page.selected = index == 0
      return page
    }
    let shownFamilies = families.map(\.family)
    let lengths = [
      ("--screen-width", screen.width), ("--screen-height", screen.height), ("--column", column), ("--column-gap", columnGap),
      ("--row", row), ("--row-gap", rowGap),
    ]
    let notShown = widget.families.map(\.name).filter { !shownFamilies.contains($0) }
    return WidgetPage.Mockup(
      families: families, sheetPages: pages,
      screenStyle: (["--columns:\(columns)"] + lengths.map { "\($0.0):\(Self.points($0.1))" }).joined(separator: ";"),
      notShown: notShown.isEmpty ? nil : notShown.joined(separator: ", "))
  }
}
