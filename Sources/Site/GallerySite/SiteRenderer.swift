import Foundation
import GalleryRunner
import GalleryShared
import GalleryTemplates
import LayoutEngine
import SVGWriter
import SwiftUI
import ViewDSL
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
        referenceDate: ReferenceDate.date.iso8601, device: options.device.name, locale: options.localization?.locale,
        dynamicTypeSize: options.dynamicTypeSize.map { "\($0)" }, shard: options.shard, widgets: [], previews: [],
        failures: [], files: []))
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

  /// The previews `widget` shows in `family` (see `PreviewCatalog.entries`).
  @MainActor private func previewEntries(
    _ widget: GalleryWidget, family: WidgetFamily, among widgets: [GalleryWidget], runner: ProviderRunner
  ) throws -> [PreviewEntry] {
    let size = options.device.size(for: family) ?? options.device.large
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
    let device = options.device
    let size = device.size(for: family) ?? device.large
    var familyRenderer = WidgetRenderer(layout: .widget(family), device: device)
    familyRenderer.dynamicTypeSize = options.dynamicTypeSize ?? .large
    // The previews page has no provider to run: its entries are the program's view previews.
    let runsProvider = widget.kind != PreviewCatalog.previewsKind && !options.previewsOnly
    let entries = runsProvider ? try runner.entries(for: widget, family: family, displaySize: size) : nil
    CrashLedger.step("its #Preview timelines or entry view for \(family)")
    let policy = entries?.policyDescription ?? "never"
    let appearances = Appearance.all(for: family).filter { options.appearances?.contains($0) ?? true }
    // The provider's entries, then the previews shown with the widget in this family.
    let all = try (entries?.all ?? []) + (previews ?? previewEntries(widget, family: family, among: widgets, runner: runner))
    // A view preview with a layout trait is drawn at its own size, not the family's.
    func layoutRenderer(for entry: PreviewEntry) -> WidgetRenderer {
      var renderer = familyRenderer
      switch entry.layout {
      case .sizeThatFits: renderer.layout = .sizeThatFits
      case .fixed(let width, let height): renderer.layout = .fixed(width: width, height: height)
      case .device, nil: break
      }
      return renderer
    }
    // Strings shared by many records are made once, so a long timeline's records share them.
    let widgetID = widget.id
    let familySize = [Double(size.width), Double(size.height)]
    // Each entry's date, written when a preview of it is first recorded: with a part, this
    // process records only the runs it claims.
    var dates = [String?](repeating: nil, count: all.count)
    func date(of entry: Int) -> String {
      if let date = dates[entry] { return date }
      let date = all[entry].displayDate.iso8601
      dates[entry] = date
      return date
    }
    let every = all.indices.flatMap { entry in appearances.map { (entry, $0) } }
    // The next previews to render: a batch of them all, or the next run this part claims.
    var batchStart = 0
    func nextBatch() -> ArraySlice<(Int, Appearance)>? {
      if let part = options.part {
        guard let run = part.claims.claim(slot: slot, of: every.count) else { return nil }
        site.runs.append(RenderedSite.Run(slot: slot, start: run.lowerBound, count: run.count))
        return every[run]
      }
      guard batchStart < every.count else { return nil }
      defer { batchStart = min(batchStart + Self.batchSize, every.count) }
      return every[batchStart..<min(batchStart + Self.batchSize, every.count)]
    }
    // Evaluations that draw alike (a long timeline repeats itself) are laid out and drawn
    // once: `known` finds the first one's place in `drawn` by its drawing key.
    var known: [WidgetEvaluation.DrawingKey: Int] = [:]
    var drawn: [Drawing] = []
    var planned = 0
    // Each batch is drawn in the background while the next one is evaluated.
    var pending:
      (batch: ArraySlice<(Int, Appearance)>, places: [Int], drawing: BackgroundMap<(WidgetEvaluation, WidgetRenderer), Drawing>)?
    func record(_ batch: ArraySlice<(Int, Appearance)>, places: [Int], _ results: [Drawing]) {
      for result in results {
        let file = "snapshots/\(PreviewRecord.slug(widgetID))/\(family.rawValue)/\(result.hash.prefix(12)).svg"
        if drawings[file] == nil {
          drawings[file] = Drawing(result, file: file)
          site.files[file] = result.data
        }
        drawn.append(drawings[file]!)
      }
      for ((entry, appearance), place) in zip(batch, places) {
        let shared = drawn[place]
        if let reason = shared.tooBig, !site.manifest.failures.contains(where: { $0.widget == widgetID }),
          !site.tooBig.contains(where: { $0.failure.widget == widgetID })
        {
          // Its picture is an error card; the page says why, as for a failing provider.
          let failure = WidgetFailure(
            widget: widgetID,
            message: "\(family.rawValue), \(all[entry].kind.slug), \(appearance.rawValue): too big to draw: \(reason)")
          if options.part == nil {
            site.manifest.failures.append(failure)
          } else {
            site.tooBig.append(
              RenderedSite.TooBig(
                failure: failure,
                anchor: PreviewRecord.anchor(
                  widget: widgetID, family: .widget(family), entry: all[entry].kind, appearance: appearance)))
          }
        }
        site.manifest.previews.append(
          PreviewRecord(
            widget: widgetID, kind: widget.kind, family: .widget(family), entry: all[entry].kind, date: date(of: entry),
            relevance: all[entry].relevance.map { PreviewRecord.Relevance(score: Double($0.score), duration: $0.duration) },
            policy: policy, appearance: appearance, size: shared.size ?? familySize, file: shared.file,
            anchor: PreviewRecord.anchor(
              widget: widgetID, family: .widget(family), entry: all[entry].kind, appearance: appearance),
            tapTargets: shared.tapTargets, accessibilityTitle: shared.accessibilityTitle, hash: shared.hash,
            preview: all[entry].previewName, accessibilityElements: shared.accessibilityElements, findings: shared.findings))
      }
    }
    while let batch = nextBatch() {
      var places: [Int] = []
      var fresh: [(WidgetEvaluation, WidgetRenderer)] = []
      for (entry, appearance) in batch {
        var renderer = familyRenderer
        renderer.appearance = appearance
        let evaluation = renderer.evaluate(widget, entry: all[entry], localization: options.localization)
        let entryRenderer = layoutRenderer(for: all[entry])
        if entryRenderer.layout == familyRenderer.layout, let key = evaluation.drawingKey {
          if let place = known[key] {
            places.append(place)
            continue
          }
          if known.count < Self.keptDrawingKeys { known[key] = planned }
        }
        places.append(planned)
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

  /// Draws through the render API, the path every rendering of the gallery takes (the
  /// evaluation carries the appearance, so one renderer per family draws them all).
  func draw(_ evaluation: WidgetEvaluation, renderer: WidgetRenderer, contentMarginsDisabled: Bool) -> Drawing {
    let rendering = renderer.draw(evaluation, contentMarginsDisabled: contentMarginsDisabled)
    let data = rendering.document.data
    return Drawing(
      data: data, hash: FNV1a.hash(data).hex, tapTargets: TapTargets.collect(from: rendering.widget),
      accessibilityTitle: rendering.widget.accessibilityTitle.trimmingCharacters(in: .whitespacesAndNewlines),
      accessibilityElements: PreviewAccessibility.elements(of: rendering.widget),
      findings: PreviewAccessibility.findings(of: rendering.widget),
      size: {
        if case .widget = renderer.layout {
          return nil
        } else {
          return [Double(rendering.widget.size.width), Double(rendering.widget.size.height)]
        }
      }(), tooBig: rendering.tooBig)
  }
}

extension SiteRenderer.Drawing {
  /// The drawing as the site keeps it once its file is written: its path, no bytes.
  init(_ drawing: Self, file: String) {
    self = drawing
    self.data = Data()
    self.file = file
  }
}
