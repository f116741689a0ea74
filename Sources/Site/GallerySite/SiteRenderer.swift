import Foundation
import GalleryFormats
import GalleryRunner
import GalleryTemplates
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import WidgetGalleryRender
import WidgetKit

/// Renders every preview of a set of widgets into the files of a gallery site.
///
/// Providers and views run on the main actor, one widget at a time, because app-data
/// fixtures are process-wide and widget code is main-actor isolated (as `View` and `Widget`
/// are in the iOS 18 SDK); layout and drawing run on `options.jobs` threads, a batch at a
/// time, while the next batch is evaluated, except for previews whose layout runs user code
/// (`GeometryReader` content, alignment guides, chart axis marks), drawn on the main actor. A widget
/// that fails (a provider that throws or never completes, a broken fixture) is recorded as
/// a failure; the other widgets are still rendered. Evaluations that draw alike are laid out
/// and drawn once, and identical renderings share one SVG file, named by its content.
package struct SiteRenderer {
  package let options: SiteOptions

  /// Previews evaluated before their layouts are drawn; bounds the view trees held at once.
  private static let batchSize = 256
  /// Distinct evaluations remembered per widget and family for reuse; bounds the view trees
  /// held for comparison when every entry draws differently.
  private static let keptDrawingKeys = 512

  package init(options: SiteOptions) {
    self.options = options
  }

  /// The site's snapshot files and manifest (pages are added by `SitePages`).
  ///
  /// With `options.shard`, only that shard's widgets are rendered and listed; with
  /// `options.part`, that part of each family's previews (see `SiteOptions.part`). The widgets in
  /// `kept` are not rendered: their records and files from the last build are taken as they
  /// are.
  @MainActor package func render(
    _ widgets: [GalleryWidget], keeping kept: [String: KeptWidget] = [:], progress: (SiteProgress) -> Void = { _ in }
  ) -> RenderedSite {
    var site = RenderedSite(
      manifest: SiteManifest(
        referenceDate: ReferenceDate.date.iso8601, device: options.device.name, locale: options.primaryCondition.locale,
        dynamicTypeSize: options.dynamicTypeSize.map { "\($0)" }, shard: options.shard, widgets: [], previews: [],
        failures: [], files: []))
    if options.hasConditions { site.manifest.conditions = options.conditions }
    let runner = ProviderRunner(timeout: options.timeout)
    // The first drawing of each file, without its bytes: the records of identical
    // renderings share its strings.
    var drawings: [String: Drawing] = [:]
    let mine = widgets.enumerated().filter { options.shard?.contains(position: $0.offset) ?? true }.map(\.element)
    // With a part: each family's slot among the claims (`SitePart`).
    let familiesPerWidget = SitePart.familiesPerWidget(mine)
    for (number, widget) in mine.enumerated() {
      // A crash from here on is this widget's (`CrashLedger`): its code runs until it finishes.
      CrashLedger.begin(widget.crashKey, step: "its fixtures, previews or views")
      defer { CrashLedger.end() }
      progress(
        SiteProgress(
          widget: widget.id, number: number + 1, count: mine.count, previews: site.manifest.previews.count, finished: false))
      // Parts after the first leave out what the first renders whole.
      if let part = options.part, part.number > 1, kept[widget.id] != nil || !widget.configuration.isWidget {
        progress(
          SiteProgress(
            widget: widget.id, number: number + 1, count: mine.count, previews: site.manifest.previews.count, finished: true))
        continue
      }
      if let kept = kept[widget.id] {
        site.manifest.widgets.append(kept.record)
        site.manifest.previews += kept.previews
        if options.part != nil {
          site.runs.append(RenderedSite.Run(slot: number * familiesPerWidget, start: 0, count: kept.previews.count))
        }
        site.files.merge(kept.files) { _, new in new }
        site.keptWidgets += 1
        progress(
          SiteProgress(
            widget: widget.id, number: number + 1, count: mine.count, previews: site.manifest.previews.count, finished: true))
        continue
      }
      // Live Activities and controls are drawn in their presentations (not with `--families`).
      if !widget.configuration.isWidget {
        if options.families == nil {
          let before = site.manifest.previews.count
          renderPresentations(widget, into: &site, drawings: &drawings)
          if options.part != nil {
            site.runs.append(
              RenderedSite.Run(slot: number * familiesPerWidget, start: 0, count: site.manifest.previews.count - before))
          }
        }
        progress(
          SiteProgress(
            widget: widget.id, number: number + 1, count: mine.count, previews: site.manifest.previews.count, finished: true))
        continue
      }
      let configuration = widget.configuration
      var families = configuration.supportedFamilies.filter { $0.isShownOnIOS && options.families?.contains($0) ?? true }
      var failure: Error?
      // Without providers, a widget shows only the families it has previews in, if any.
      var previews: [WidgetFamily: [PreviewEntry]] = [:]
      if options.previewsOnly {
        do {
          try widget.installFixtures()
          for family in families { previews[family] = try previewEntries(widget, family: family, among: widgets, runner: runner) }
          families = families.filter { !(previews[$0] ?? []).isEmpty }
          if families.isEmpty {
            progress(
              SiteProgress(
                widget: widget.id, number: number + 1, count: mine.count, previews: site.manifest.previews.count, finished: true))
            continue
          }
        } catch {
          failure = error
        }
      }
      site.manifest.widgets.append(
        SiteManifest.WidgetRecord(
          id: widget.id, kind: widget.kind,
          displayName: configuration.displayName + (widget.variant.map { " (\($0))" } ?? ""),
          description: configuration.description,
          families: families.map(PreviewFamily.widget), page: SitePages.pagePath(forWidget: widget.id)))
      do {
        if let failure { throw failure }
        try widget.installFixtures()
        for (position, family) in families.enumerated() {
          try render(
            widget, family: family, among: widgets, previews: previews[family], slot: number * familiesPerWidget + position,
            runner: runner, into: &site, drawings: &drawings)
        }
      } catch {
        site.manifest.failures.append(WidgetFailure(widget: widget.id, message: (error as? GalleryError)?.message ?? "\(error)"))
      }
      progress(
        SiteProgress(
          widget: widget.id, number: number + 1, count: mine.count, previews: site.manifest.previews.count, finished: true))
    }
    return site
  }

  /// The previews `widget` shows in `family` on `device` (see `PreviewCatalog.entries`; the
  /// primary device without one).
  @MainActor private func previewEntries(
    _ widget: GalleryWidget, family: WidgetFamily, among widgets: [GalleryWidget], runner: ProviderRunner,
    device: Device? = nil
  ) throws -> [PreviewEntry] {
    let device = device ?? options.device
    let size = device.size(for: family) ?? device.large
    return try PreviewCatalog.entries(for: widget, family: family, among: widgets, runner: runner, displaySize: size)
  }

  /// Renders `widget` in `family`: the provider's entries, then the previews shown with it
  /// (`previews`, when already collected), among `widgets`, the site's widgets. With
  /// `options.part`, only the runs this process claims in `slot`, and nothing (no provider
  /// runs) when the other processes have claimed them all.
  @MainActor private func render(
    _ widget: GalleryWidget, family: WidgetFamily, among widgets: [GalleryWidget], previews: [PreviewEntry]?, slot: Int,
    runner: ProviderRunner,
    into site: inout RenderedSite, drawings: inout [String: Drawing]
  ) throws {
    if let part = options.part, part.claims.isTaken(slot: slot) { return }
    // The previews page has no provider to run: its entries are the program's view previews.
    let runsProvider = widget.kind != PreviewCatalog.previewsKind && !options.previewsOnly
    // Each device's entries: a provider is given the device's widget size in its context, so
    // it runs once per device.
    var devices: [DeviceEntries] = []
    for device in options.devices {
      let size = device.size(for: family) ?? device.large
      let entries = runsProvider ? try runner.entries(for: widget, family: family, displaySize: size) : nil
      CrashLedger.step("its #Preview timelines or entry view for \(family)")
      let shown =
        device == options.device
        ? try previews ?? previewEntries(widget, family: family, among: widgets, runner: runner)
        : try previewEntries(widget, family: family, among: widgets, runner: runner, device: device)
      // The provider's entries, then the previews shown with the widget in this family.
      devices.append(
        DeviceEntries(
          all: (entries?.all ?? []) + shown, policy: entries?.policyDescription ?? "never",
          size: [Double(size.width), Double(size.height)]))
    }
    let appearances = options.appearances(for: family)
    // Each condition this process renders, with its renderer and its device's place.
    let primary = options.primaryCondition
    let recordsCondition = options.hasConditions
    let conditions = options.processConditions.map { condition in
      var renderer = WidgetRenderer(layout: .widget(family), device: condition.device)
      // A widget sees no size outside iOS's range for widgets (`WidgetEvaluation`): a size
      // below it evaluates as its least, so such conditions draw alike and are drawn once.
      let sizes = WidgetEvaluation.widgetDynamicTypeSizes
      renderer.dynamicTypeSize = min(max(condition.dynamicTypeSize, sizes.lowerBound), sizes.upperBound)
      return ConditionRender(
        condition: condition.condition, anchorParts: condition.condition.differences(from: primary),
        renderer: renderer, device: options.devices.firstIndex(of: condition.device)!)
    }
    // A view preview with a layout trait is drawn at its own size, not the family's.
    func layoutRenderer(for entry: PreviewEntry, condition: Int) -> WidgetRenderer {
      var renderer = conditions[condition].renderer
      switch entry.layout {
      case .sizeThatFits: renderer.layout = .sizeThatFits
      case .fixed(let width, let height): renderer.layout = .fixed(width: width, height: height)
      case .device, nil: break
      }
      return renderer
    }
    // Strings shared by many records are made once, so a long timeline's records share them.
    let widgetID = widget.id
    // Each entry's date, written when a preview of it is first recorded: with a part, this
    // process records only the runs it claims.
    var dates = devices.map { [String?](repeating: nil, count: $0.all.count) }
    func date(of entry: Int, device: Int) -> String {
      if let date = dates[device][entry] { return date }
      let date = devices[device].all[entry].displayDate.iso8601
      dates[device][entry] = date
      return date
    }
    let every = conditions.indices.flatMap { condition in
      devices[conditions[condition].device].all.indices.flatMap { entry in appearances.map { (condition, entry, $0) } }
    }
    // Where each condition's previews start in `every`, and the earlier condition each draws
    // as (the same device and, as the widget sees it, the same size): its previews take that
    // one's drawings without being evaluated.
    var starts: [Int] = []
    var start = 0
    for condition in conditions {
      starts.append(start)
      start += devices[condition.device].all.count * appearances.count
    }
    let drawsAs = conditions.indices.map { condition in
      conditions.indices.first {
        $0 < condition && conditions[$0].device == conditions[condition].device
          && conditions[$0].renderer.dynamicTypeSize == conditions[condition].renderer.dynamicTypeSize
      }
    }
    // The place in `drawn` of each preview this process evaluated, by its place in `every`.
    var placeOf: [Int: Int] = [:]
    // The next previews to render: a batch of them all, or the next run this part claims.
    var batchStart = 0
    func nextBatch() -> ArraySlice<(Int, Int, Appearance)>? {
      if let part = options.part {
        guard let run = part.claims.claim(slot: slot, of: every.count) else { return nil }
        site.runs.append(RenderedSite.Run(slot: slot, start: run.lowerBound, count: run.count))
        return every[run]
      }
      guard batchStart < every.count else { return nil }
      defer { batchStart = min(batchStart + Self.batchSize, every.count) }
      return every[batchStart..<min(batchStart + Self.batchSize, every.count)]
    }
    // Evaluations that draw alike (a long timeline repeats itself, a text size below large
    // draws as large) are laid out and drawn once: `known` finds the first one's place in
    // `drawn` by its drawing key, on each device (keys leave out the widget's size).
    var known = [[WidgetEvaluation.DrawingKey: Int]](repeating: [:], count: devices.count)
    var drawn: [Drawing] = []
    var planned = 0
    // Each batch is drawn in the background while the next one is evaluated.
    var pending:
      (
        batch: ArraySlice<(Int, Int, Appearance)>, places: [Int],
        drawing: BackgroundMap<(WidgetEvaluation, WidgetRenderer), Drawing>
      )?
    func record(_ batch: ArraySlice<(Int, Int, Appearance)>, places: [Int], _ results: [Drawing]) {
      for result in results {
        let file = "snapshots/\(PreviewRecord.slug(widgetID))/\(family.rawValue)/\(result.hash.prefix(12)).svg"
        if drawings[file] == nil {
          drawings[file] = Drawing(result, file: file)
          site.files[file] = result.data
        }
        drawn.append(drawings[file]!)
      }
      for ((condition, entry, appearance), place) in zip(batch, places) {
        let shared = drawn[place]
        let rendered = conditions[condition]
        let device = devices[rendered.device]
        let anchor = PreviewRecord.anchor(
          widget: widgetID, family: .widget(family), entry: device.all[entry].kind, appearance: appearance,
          condition: rendered.anchorParts)
        if let reason = shared.tooBig, !site.manifest.failures.contains(where: { $0.widget == widgetID }),
          !site.tooBig.contains(where: { $0.failure.widget == widgetID })
        {
          // Its picture is an error card; the page says why, as for a failing provider.
          let place = [family.rawValue, device.all[entry].kind.slug, appearance.rawValue] + rendered.anchorParts
          let failure = WidgetFailure(
            widget: widgetID, message: "\(place.joined(separator: ", ")): too big to draw: \(reason)")
          if options.part == nil {
            site.manifest.failures.append(failure)
          } else {
            site.tooBig.append(RenderedSite.TooBig(failure: failure, anchor: anchor))
          }
        }
        // Not `shared.size ?? device.size`: its autoclosure would capture `device`, which a
        // release build's region analysis rejects.
        var size = device.size
        if let drawnSize = shared.size { size = drawnSize }
        site.manifest.previews.append(
          PreviewRecord(
            widget: widgetID, kind: widget.kind, family: .widget(family), entry: device.all[entry].kind,
            date: date(of: entry, device: rendered.device),
            relevance: device.all[entry].relevance.map {
              PreviewRecord.Relevance(score: Double($0.score), duration: $0.duration)
            },
            policy: device.policy, appearance: appearance, size: size, file: shared.file,
            anchor: anchor, tapTargets: shared.tapTargets, accessibilityTitle: shared.accessibilityTitle, hash: shared.hash,
            preview: device.all[entry].previewName, accessibilityElements: shared.accessibilityElements,
            findings: shared.findings, condition: recordsCondition ? rendered.condition : nil))
      }
    }
    while let batch = nextBatch() {
      var places: [Int] = []
      var fresh: [(WidgetEvaluation, WidgetRenderer)] = []
      for index in batch.indices {
        let (condition, entry, appearance) = batch[index]
        if let original = drawsAs[condition], let place = placeOf[index - starts[condition] + starts[original]] {
          places.append(place)
          continue
        }
        let rendered = conditions[condition]
        let shown = devices[rendered.device].all[entry]
        var renderer = rendered.renderer
        renderer.appearance = appearance
        let evaluation = renderer.evaluate(widget, entry: shown, localization: options.localization)
        let entryRenderer = layoutRenderer(for: shown, condition: condition)
        if entryRenderer.layout == rendered.renderer.layout, let key = evaluation.drawingKey {
          if let place = known[rendered.device][key] {
            places.append(place)
            placeOf[index] = place
            continue
          }
          if known[rendered.device].count < Self.keptDrawingKeys { known[rendered.device][key] = planned }
        }
        places.append(planned)
        placeOf[index] = planned
        planned += 1
        fresh.append((evaluation, entryRenderer))
      }
      site.drawnPreviews += fresh.count
      let drawing = BackgroundMap(
        fresh, jobs: options.jobs, onCallingThread: { $0.0.runsUserCodeInLayout },
        transform: { evaluation, renderer in
          draw(evaluation, renderer: renderer, contentMarginsDisabled: widget.configuration.contentMarginsDisabled)
        })
      if let pending { record(pending.batch, places: pending.places, pending.drawing.results()) }
      pending = (batch, places, drawing)
    }
    if let pending { record(pending.batch, places: pending.places, pending.drawing.results()) }
  }

  /// A provider's entries on one device, and the previews shown with them.
  struct DeviceEntries {
    var all: [PreviewEntry]
    var policy: String
    /// The family's widget size on the device, `[width, height]`.
    var size: [Double]
  }

  /// One condition a family is rendered in.
  struct ConditionRender {
    var condition: PreviewCondition
    /// What its anchors add (`PreviewCondition.differences(from:)`).
    var anchorParts: [String]
    var renderer: WidgetRenderer
    /// Its device's place in `SiteOptions.devices`.
    var device: Int
  }

  /// One preview laid out and drawn: what the manifest and the files need of it.
  struct Drawing {
    var data: Data
    var hash: String
    var tapTargets: [PreviewRecord.TapTarget]
    var accessibilityTitle: String
    /// What VoiceOver reads, and what the audits found (`PreviewAccessibility`).
    var accessibilityElements: [PreviewRecord.AccessibilityElement] = []
    var findings: [PreviewRecord.Finding] = []
    /// The drawn size, for a layout other than the family's (nil: the family's size).
    var size: [Double]?
    /// What made the preview too big to draw: its picture is then an error card.
    var tooBig: String?
    /// The snapshot's path in the site, once it has one.
    var file = ""
  }
}
