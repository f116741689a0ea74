import Foundation
import GalleryFixtures
import GalleryFormats
import GalleryRunner
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import WidgetGalleryRender
import WidgetKit

extension SiteRenderer {
  /// Renders a Live Activity or a control: its presentations instead of families, its
  /// content states (a control's toggle states) instead of entries.
  ///
  /// A Live Activity is drawn in every presentation the device has (the Dynamic Island's only
  /// where there is one; `.small` where declared) for each content state, light, dark and
  /// stale; a control in Control Center's sizes, a Lock Screen slot and the Action button
  /// (where the device has the island it is shown in), off and on for a toggle, dark.
  /// Each is drawn in every condition of this process (`SiteOptions.processConditions`), on
  /// the devices that have its presentation. Drawing runs on the main actor: these are few
  /// previews.
  @MainActor func renderPresentations(_ widget: GalleryWidget, into site: inout RenderedSite, drawings: inout [String: Drawing]) {
    let configuration = widget.configuration
    var record = SiteManifest.WidgetRecord(
      id: widget.id, kind: widget.kind,
      displayName: (configuration.displayName.isEmpty ? widget.kind : configuration.displayName)
        + (widget.variant.map { " (\($0))" } ?? ""),
      description: configuration.description, families: [], page: SitePages.pagePath(forWidget: widget.id),
      category: configuration.activity != nil ? .liveActivity : .control)
    let conditions = options.processConditions
    let primary = options.primaryCondition
    let hasIsland = { (device: Device) in ActivityGeometry(device: device).island != nil }
    let island = options.devices.contains(where: hasIsland)
    do {
      try widget.installFixtures()
      if let activity = configuration.activity {
        var states = try ActivityState.states(for: widget)
        if options.previewsOnly { states = states.filter(\.kind.isPreview) }
        if states.isEmpty {
          if options.previewsOnly { return }
          record.note =
            "No content states to draw: add a #Preview(\"…\", as: .content, using: attributes) { Widget() } contentStates: { … }, "
            + "or LiveActivities/\(activity.kind).json to the fixture folder (see the documentation, \"Live Activities and controls\")."
          // `--missing-fixtures` writes the fixture's skeleton, with every key.
          LiveActivitySkeletons.record(
            kind: activity.kind,
            attributes: RecordingDecoder.skeleton(date: ReferenceDate.date, activity.decodeAttributesFrom),
            state: RecordingDecoder.skeleton(date: ReferenceDate.date, activity.decodeStateFrom))
        }
        let presentations = ActivityPresentationKind.all.filter { presentation in
          switch presentation {
          case .dynamicIsland: island
          case .liveActivity(.small): activity.supplementalFamilies.contains(.small)
          case .liveActivity(.lockScreen): true
          }
        }
        record.families = presentations.map(PreviewFamily.init)
        let appearances = Appearance.activity.filter { options.appearances?.contains($0) ?? true }
        for condition in conditions {
          for presentation in presentations where hasIsland(condition.device) || !presentation.needsIsland {
            for state in states {
              for appearance in appearances {
                var renderer = WidgetRenderer(layout: .sizeThatFits, appearance: appearance, device: condition.device)
                renderer.dynamicTypeSize = condition.dynamicTypeSize
                switch presentation {
                case .liveActivity(let kind): renderer.layout = .liveActivity(kind)
                case .dynamicIsland(let kind): renderer.layout = .dynamicIsland(kind)
                }
                let context = ErasedActivityContext(
                  attributes: state.attributes, state: state.state, isStale: appearance == .stale)
                CrashLedger.step("its Live Activity content")
                let evaluation = renderer.evaluateActivity(
                  activity, context: context, presentation: presentation, localization: options.localization)
                let drawing = try Drawing(renderer.drawActivity(evaluation))
                append(
                  drawing, widget: widget, family: PreviewFamily(presentation), entry: state.kind, name: state.name,
                  appearance: appearance, systemActionColor: evaluation.systemActionColor,
                  condition: condition.condition, primary: primary, into: &site, drawings: &drawings)
              }
            }
          }
        }
      } else if let control = configuration.control {
        if options.previewsOnly { return }
        let template = control.template()
        let states: [Bool?] = template.kind == .toggle ? [false, true] : [nil]
        let presentations = ControlPresentation.all.filter { $0 != .actionButton || island }
        record.families = presentations.map(PreviewFamily.init)
        for condition in conditions {
          for presentation in presentations where presentation != .actionButton || hasIsland(condition.device) {
            for isOn in states {
              var renderer = WidgetRenderer(layout: .control(presentation), appearance: .dark, device: condition.device)
              renderer.dynamicTypeSize = condition.dynamicTypeSize
              CrashLedger.step("its control's content")
              let evaluation = renderer.evaluateControl(control, presentation: presentation, isOn: isOn)
              let drawing = Drawing(renderer.draw(evaluation))
              append(
                drawing, widget: widget, family: PreviewFamily(presentation), entry: .control(isOn: isOn), name: nil,
                appearance: .dark, systemActionColor: nil, condition: condition.condition, primary: primary,
                into: &site, drawings: &drawings)
            }
          }
        }
      }
    } catch {
      site.manifest.failures.append(WidgetFailure(widget: widget.id, message: (error as? GalleryError)?.message ?? "\(error)"))
    }
    site.manifest.widgets.append(record)
  }

  /// Records one drawn preview of a Live Activity or control and its file.
  private func append(
    _ result: Drawing, widget: GalleryWidget, family: PreviewFamily, entry: PreviewEntry.Kind, name: String?,
    appearance: Appearance, systemActionColor: String?, condition: PreviewCondition, primary: PreviewCondition,
    into site: inout RenderedSite, drawings: inout [String: Drawing]
  ) {
    let file = "snapshots/\(PreviewRecord.slug(widget.id))/\(PreviewRecord.slug(family.name))/\(result.hash.prefix(12)).svg"
    if drawings[file] == nil {
      drawings[file] = Drawing(result, file: file)
      site.files[file] = result.data
    }
    let shared = drawings[file]!
    site.drawnPreviews += 1
    var record = PreviewRecord(
      widget: widget.id, kind: widget.kind, family: family, entry: entry, date: ReferenceDate.date.iso8601, relevance: nil,
      policy: "never", appearance: appearance, size: result.size ?? [], file: shared.file,
      anchor: PreviewRecord.anchor(
        widget: widget.id, family: family, entry: entry, appearance: appearance,
        condition: condition.differences(from: primary)),
      tapTargets: shared.tapTargets, accessibilityTitle: shared.accessibilityTitle, hash: shared.hash, preview: name)
    record.systemActionColor = systemActionColor
    record.accessibilityElements = shared.accessibilityElements
    record.findings = shared.findings
    if options.hasConditions { record.condition = condition }
    site.manifest.previews.append(record)
  }
}

extension SiteRenderer.Drawing {
  /// A presentation's rendering as the site keeps it, with its drawn size.
  init(_ rendering: WidgetRenderer.Rendering) {
    let data = rendering.document.data
    self.init(
      data: data, hash: FNV1a.hash(data).hex, tapTargets: TapTargets.collect(from: rendering.widget),
      accessibilityTitle: rendering.widget.accessibilityTitle.trimmingCharacters(in: .whitespacesAndNewlines),
      accessibilityElements: PreviewAccessibility.elements(of: rendering.widget),
      findings: PreviewAccessibility.findings(of: rendering.widget),
      size: [Double(rendering.widget.size.width), Double(rendering.widget.size.height)])
  }
}

extension ActivityPresentationKind {
  /// Whether the presentation is the Dynamic Island's, drawn only on devices that have one.
  fileprivate var needsIsland: Bool {
    if case .dynamicIsland = self { true } else { false }
  }
}
