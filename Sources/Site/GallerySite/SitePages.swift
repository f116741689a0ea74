import Foundation
import GalleryRunner
import LayoutEngine
import Locking
import MirrorCore
import Mustache
import SwiftUI
import Synchronization
import WidgetKit

/// The HTML pages of a site, rendered from Mustache templates.
///
/// A template folder holds `index.mustache`, `widget.mustache`, `gallery.css` and
/// `gallery.js`; teams pass their own with `--templates` to brand the gallery. Values are
/// HTML-escaped by Mustache (`{{value}}`), so widget text never becomes markup.
package struct SitePages: Sendable {
  private let library: MustacheLibrary
  private let assets: [String: Data]

  /// Loads the templates of a folder.
  ///
  /// - Throws: `SiteError` naming the missing or invalid template file.
  package init(templatesDirectory: URL) throws {
    try self.init(TemplateFiles(folder: templatesDirectory))
  }

  /// Parses a template folder's files, once read.
  ///
  /// - Throws: `SiteError` naming the invalid template file.
  package init(_ files: TemplateFiles) throws {
    var library = MustacheLibrary()
    for template in files.templates {
      do {
        try library.register(template.text, named: template.name)
      } catch {
        throw SiteError.invalidTemplate(path: template.path, underlying: error)
      }
    }
    self.library = library
    self.assets = files.assets
  }

  /// The path of a widget's page, relative to the site folder.
  package static func pagePath(forWidget id: String) -> String {
    "widgets/\(PreviewRecord.slug(id)).html"
  }

  /// Adds the index, one page per widget, and the CSS and script to a rendered site,
  /// rendering the pages on `jobs` threads (the same bytes whatever `jobs` is).
  package func add(to site: inout RenderedSite, jobs: Int = 1) {
    add(to: &site, jobs: jobs, alongside: nil)
  }

  /// Adds the pages as `add(to:jobs:)` does and meanwhile, on the same threads, writes the
  /// manifest of the site with its pages into `manifestFile`: the bytes
  /// `RenderedSite.writeManifest(to:)` writes once the pages are added, for `SiteWriter` to
  /// move into place.
  ///
  /// - Throws: `SiteError.unwritable` when the manifest cannot be written; the pages are
  ///   added all the same.
  package func add(to site: inout RenderedSite, jobs: Int, writingManifestTo manifestFile: URL) throws {
    var manifest = site.manifest
    manifest.files = Set(site.files.keys).union(assets.keys).union(["index.html"]).union(manifest.widgets.map(\.page))
      .union(manifest.previews.contains { !$0.findings.isEmpty } ? [Self.findingsPath] : []).sorted()
    let written = Mutex<(any Error)?>(nil)
    add(to: &site, jobs: jobs) { [manifest] in
      do {
        try manifest.writeJSON(to: manifestFile)
      } catch {
        written.locked { $0 = error }
      }
    }
    if let error = written.locked({ $0 }) { throw error }
  }

  /// Adds the pages on `jobs` threads, which run `alongside` first when it is given.
  private func add(to site: inout RenderedSite, jobs: Int, alongside: (@Sendable () -> Void)?) {
    let manifest = site.manifest
    for (name, data) in assets { site.files[name] = data }
    // Page 0 is the index, page i the i-th widget's; -1 is the work alongside. The threads
    // take the work alongside first, then the page of the widget of the most previews (the
    // longest to render), the index, and the other widgets' pages, the longest first: those
    // that take longest begin at once, the short ones fill the gaps.
    var previews: [String: Int] = [:]
    for preview in manifest.previews { previews[preview.widget, default: 0] += 1 }
    let longest = manifest.widgets.indices.map { (previews[manifest.widgets[$0].id, default: 0], $0 + 1) }
      .sorted { ($0.0, -$0.1) > ($1.0, -$1.1) }.map(\.1)
    let order = (alongside == nil ? [] : [-1]) + longest.prefix(1) + [0] + longest.dropFirst()
    let rendered = BackgroundMap(order, jobs: min(jobs, order.count)) { [self] page in
      switch page {
      case -1:
        alongside?()
        return Data()
      case 0: return Data(render(index(manifest), "index").utf8)
      default: return Data(render(self.page(for: manifest.widgets[page - 1], manifest), "widget").utf8)
      }
    }.results()
    for (page, data) in zip(order, rendered) where page >= 0 {
      site.files[page == 0 ? "index.html" : manifest.widgets[page - 1].page] = data
    }
    if let findings = findingsPage(manifest) { site.files[Self.findingsPath] = Data(render(findings, "findings").utf8) }
  }

  /// The page of accessibility findings, relative to the site folder; written only when a
  /// preview has findings.
  package static let findingsPath = "findings.html"

  /// Each widget's accessibility findings, nil when no preview has any.
  func findingsPage(_ manifest: SiteManifest) -> FindingsPage? {
    var byWidget: [String: [Int]] = [:]
    for position in manifest.previews.indices where !manifest.previews[position].findings.isEmpty {
      byWidget[manifest.previews[position].widget, default: []].append(position)
    }
    guard !byWidget.isEmpty else { return nil }
    var total = 0
    let widgets = manifest.widgets.compactMap { widget -> FindingsPage.Widget? in
      guard let positions = byWidget[widget.id] else { return nil }
      // Each distinct finding once, in first-seen order, with the previews it is in.
      var items: [FindingsPage.Item] = []
      var places: [String: Int] = [:]
      var count = 0
      for position in positions {
        let preview = manifest.previews[position]
        for finding in preview.findings {
          count += 1
          let key = finding.kind.rawValue + "\u{0}" + finding.message
          let place = places[key] ?? items.count
          if place == items.count {
            places[key] = place
            items.append(FindingsPage.Item(kind: finding.kind.rawValue, message: finding.message, previews: []))
          }
          if items[place].previews.count < FindingsPage.listedPreviews {
            if items[place].previews.last?.href != "\(widget.page)#\(preview.anchor)" {
              items[place].previews.append(
                FindingsPage.Preview(
                  href: "\(widget.page)#\(preview.anchor)",
                  name: "\(preview.family.name) \(preview.entry.slug) \(preview.appearance.rawValue)"))
            }
          } else {
            items[place].more = (items[place].more ?? 0) + 1
          }
        }
      }
      total += count
      return FindingsPage.Widget(
        id: widget.id, displayName: widget.displayName, anchor: PreviewRecord.slug(widget.id), page: widget.page, count: count,
        findings: items)
    }
    return FindingsPage(findingCount: total, widgets: widgets)
  }

  private func render(_ object: some Encodable, _ template: String) -> String {
    library.render(TemplateObject.value(of: object), withTemplate: template) ?? ""
  }

  /// Each widget's thumbnail on the index, by its position in `previews`: its first snapshot,
  /// else its first preview, among its light previews when it has any (controls are drawn
  /// dark only). Found in one pass over positions: a long timeline has tens of thousands of
  /// records, and a record read as a value is a copy of every string in it.
  static func thumbnails(_ previews: [PreviewRecord]) -> [String: Int] {
    struct Firsts {
      var any: Int
      var snapshot: Int?, light: Int?, lightSnapshot: Int?
    }
    var firsts: [String: Firsts] = [:]
    for position in previews.indices {
      let isLight = previews[position].appearance == .light
      let isSnapshot = previews[position].entry == .snapshot
      var found = firsts[previews[position].widget] ?? Firsts(any: position, snapshot: nil, light: nil, lightSnapshot: nil)
      if isSnapshot && found.snapshot == nil { found.snapshot = position }
      if isLight && found.light == nil { found.light = position }
      if isLight && isSnapshot && found.lightSnapshot == nil { found.lightSnapshot = position }
      firsts[previews[position].widget] = found
    }
    return firsts.mapValues { found in
      found.light == nil ? (found.snapshot ?? found.any) : (found.lightSnapshot ?? found.light!)
    }
  }

  /// Timelines with more entries than this get one scrubbed row instead of a row per entry.
  package static let scrubberThreshold = 24

  private func index(_ manifest: SiteManifest) -> IndexPage {
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

  private func page(for widget: SiteManifest.WidgetRecord, _ manifest: SiteManifest) -> WidgetPage {
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
  private func families(
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
  private func previewFamilies(
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
  private func variants(
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
  private static func table(_ positions: [Int], _ records: [PreviewRecord]) -> (
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
  private func mockup(
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

  /// A length in CSS pixels (points), without a fraction when there is none.
  static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded))px" : "\(rounded)px"
  }

  /// The widget's text; the placeholder is drawn redacted, so its alt text says so instead.
  func alt(_ cell: PreviewRecord, _ widget: SiteManifest.WidgetRecord) -> String {
    if cell.entry == .placeholder { return "\(widget.displayName), placeholder (redacted)" }
    return cell.accessibilityTitle.isEmpty
      ? "\(widget.displayName), \(cell.family.name), \(cell.entry.slug), \(cell.appearance.rawValue)" : cell.accessibilityTitle
  }

  func row(_ entry: PreviewEntry.Kind, _ cells: [PreviewRecord], widget: SiteManifest.WidgetRecord) -> WidgetPage.Row {
    WidgetPage.Row(
      entry: entry.slug, name: cells.first?.preview, date: cells.first?.date ?? "",
      relevance: cells.first?.relevance.map { String($0.score) },
      cells: cells.map { cell in
        let width = cell.size.first ?? 0
        let height = cell.size.last ?? 0
        var page = WidgetPage.Cell(
          anchor: cell.anchor, file: cell.file, alt: alt(cell, widget), width: width, height: height,
          tapTargets: cell.tapTargets.map { target in
            WidgetPage.TapTarget(
              kind: target.kind.rawValue, url: target.url, blocked: target.blocked,
              style: Self.areaStyle(target.rect, width: width, height: height))
          })
        if !cell.accessibilityElements.isEmpty {
          page.voiceOver = WidgetPage.VoiceOver(
            elements: cell.accessibilityElements.enumerated().map { index, element in
              WidgetPage.Element(
                number: index + 1, spoken: element.spoken, style: Self.areaStyle(element.rect, width: width, height: height),
                colour: index % Self.overlayColours)
            })
        }
        if !cell.findings.isEmpty {
          page.audit = WidgetPage.Audit(
            findings: cell.findings.map { WidgetPage.Finding(kind: $0.kind.rawValue, message: $0.message) })
        }
        return page
      })
  }

  /// The colours of the VoiceOver overlay's boxes, cycled in VoiceOver's order (`gallery.css`,
  /// `.a11y-box.c0` to `.c7`).
  static let overlayColours = 8

  /// Inline CSS placing a tap area over its image, in percent of the widget's size.
  package static func areaStyle(_ rect: PreviewRecord.Rect, width: Double, height: Double) -> String {
    guard width > 0, height > 0 else { return "display:none" }
    func percent(_ value: Double, _ of: Double) -> String {
      let number = (value / of * 10000).rounded() / 100
      return number == number.rounded() ? "\(Int(number))%" : "\(number)%"
    }
    return
      "left:\(percent(rect.x, width));top:\(percent(rect.y, height));width:\(percent(rect.width, width));height:\(percent(rect.height, height))"
  }

  /// What the scrubber script needs for a long timeline, as JSON: deduplicated cells (each
  /// with its tap targets, accessibility elements and findings) and, per entry, its date,
  /// relevance and the index of each appearance's cell.
  static func scrubberData(_ entries: [[Int]], in records: [PreviewRecord], alt: (PreviewRecord) -> String) -> String {
    struct Target: Hashable { var kind: String, url: String, blocked: Bool, style: String }
    struct Element: Hashable { var spoken: String, style: String }
    struct Finding: Hashable { var kind: String, message: String }
    struct Cell: Hashable { var file: String, alt: String, targets: [Target], elements: [Element], findings: [Finding] }
    struct Entry { var date: String, relevance: String, cells: [Int] }
    var cells: [Cell] = []
    var indices: [Cell: Int] = [:]
    // The records of one drawing (most of a long timeline's) share their size, tap targets,
    // elements and findings: each drawing's are placed once.
    var placed: [String: (record: PreviewRecord, cell: Cell)] = [:]
    func place(_ record: PreviewRecord) -> Cell {
      if let known = placed[record.file], known.record.size == record.size, known.record.tapTargets == record.tapTargets,
        known.record.accessibilityElements == record.accessibilityElements, known.record.findings == record.findings
      {
        return known.cell
      }
      let width = record.size.first ?? 0
      let height = record.size.last ?? 0
      let cell = Cell(
        file: record.file, alt: "",
        targets: record.tapTargets.map {
          Target(
            kind: $0.kind.rawValue, url: $0.url, blocked: $0.blocked, style: areaStyle($0.rect, width: width, height: height))
        },
        elements: record.accessibilityElements.map {
          Element(spoken: $0.spoken, style: areaStyle($0.rect, width: width, height: height))
        },
        findings: record.findings.map { Finding(kind: $0.kind.rawValue, message: $0.message) })
      placed[record.file] = (record, cell)
      return cell
    }
    let rows = entries.map { positions -> Entry in
      let first = positions.first.map { records[$0] }
      return Entry(
        date: first?.date ?? "", relevance: first?.relevance.map { String($0.score) } ?? "",
        cells: positions.map { position in
          let record = records[position]
          var cell = place(record)
          cell.alt = alt(record)
          if let index = indices[cell] { return index }
          cells.append(cell)
          indices[cell] = cells.count - 1
          return cells.count - 1
        })
    }
    // Written as `JSONEncoder` with sorted keys and unescaped slashes writes it (SitePagesTests
    // compares the two), many times faster for the thousands of entries of a long timeline.
    var json = JSONText()
    json.literal("{\"cells\":[")
    for (index, cell) in cells.enumerated() {
      json.literal(index == 0 ? "{\"alt\":" : ",{\"alt\":")
      json.string(cell.alt)
      json.literal(",\"elements\":[")
      for (index, element) in cell.elements.enumerated() {
        json.literal(index == 0 ? "{\"spoken\":" : ",{\"spoken\":")
        json.string(element.spoken)
        json.literal(",\"style\":")
        json.string(element.style)
        json.literal("}")
      }
      json.literal("],\"file\":")
      json.string(cell.file)
      json.literal(",\"findings\":[")
      for (index, finding) in cell.findings.enumerated() {
        json.literal(index == 0 ? "{\"kind\":" : ",{\"kind\":")
        json.string(finding.kind)
        json.literal(",\"message\":")
        json.string(finding.message)
        json.literal("}")
      }
      json.literal("],\"targets\":[")
      for (index, target) in cell.targets.enumerated() {
        json.literal(index == 0 ? "{\"blocked\":" : ",{\"blocked\":")
        json.literal(target.blocked ? "true" : "false")
        json.literal(",\"kind\":")
        json.string(target.kind)
        json.literal(",\"style\":")
        json.string(target.style)
        json.literal(",\"url\":")
        json.string(target.url)
        json.literal("}")
      }
      json.literal("]}")
    }
    json.literal("],\"entries\":[")
    for (index, entry) in rows.enumerated() {
      json.literal(index == 0 ? "{\"cells\":[" : ",{\"cells\":[")
      json.literal(entry.cells.map(String.init).joined(separator: ","))
      json.literal("],\"date\":")
      json.string(entry.date)
      json.literal(",\"relevance\":")
      json.string(entry.relevance)
      json.literal("}")
    }
    json.literal("]}")
    return String(decoding: json.data, as: UTF8.self)
  }
}
