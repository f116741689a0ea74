import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore

extension SitePages {
  /// The page of a Live Activity or a control: per appearance a table with a row per content
  /// state and a column per presentation, and the mock-ups, in the gallery's primary
  /// condition.
  func presentationPage(for widget: SiteManifest.WidgetRecord, _ manifest: SiteManifest) -> WidgetPage {
    // In a gallery of several conditions, the page shows the primary one's.
    let primary = manifest.conditions?.first
    let records = manifest.previews.filter { $0.widget == widget.id && $0.condition == primary }
    struct Cell: Hashable {
      var appearance: Appearance
      var entry: PreviewEntry.Kind
      var family: PreviewFamily
    }
    var appearances: [Appearance] = []
    var entries: [PreviewEntry.Kind] = []
    var cells: [Cell: PreviewRecord] = [:]
    for record in records {
      if !appearances.contains(record.appearance) { appearances.append(record.appearance) }
      if !entries.contains(record.entry) { entries.append(record.entry) }
      cells[Cell(appearance: record.appearance, entry: record.entry, family: record.family)] = record
    }
    let tables = appearances.map { appearance in
      WidgetPage.PresentationTable(
        appearance: appearance.rawValue, anchor: PreviewRecord.slug("\(widget.id)--\(appearance.rawValue)"),
        columns: widget.families.map(\.name),
        rows: entries.map { entry in
          let row = widget.families.compactMap { cells[Cell(appearance: appearance, entry: entry, family: $0)] }
          var shown = self.row(entry, row, widget: widget)
          shown.name = row.first?.preview ?? entry.slug
          return shown
        })
    }
    let device = Device.named(manifest.device) ?? .default
    let screen = [("--screen-width", Double(device.screenSize.width)), ("--screen-height", Double(device.screenSize.height))]
    func image(_ presentation: PreviewFamily.Presentation, appearance: Appearance) -> WidgetPage.MockupImage? {
      guard let entry = entries.first,
        let record = cells[Cell(appearance: appearance, entry: entry, family: .presentation(presentation))]
      else { return nil }
      return WidgetPage.MockupImage(
        file: record.file, alt: alt(record, widget), width: record.size.first ?? 0, height: record.size.last ?? 0)
    }
    var page = WidgetPage(
      id: widget.id, displayName: widget.displayName, description: widget.description, families: [], previews: nil,
      mockup: nil,
      failure: manifest.failures.first { $0.widget == widget.id }.map { WidgetPage.WidgetFailure(message: $0.message) })
    page.category = widget.category?.rawValue
    page.note = widget.note
    page.presentations = tables.isEmpty ? nil : tables
    guard !entries.isEmpty else { return page }
    switch widget.category {
    case .liveActivity:
      let style = screen + [("--island-top", Double(IslandGeometry.top))]
      page.activityMockup = WidgetPage.ActivityMockup(
        lockScreen: image(.lockScreen, appearance: .light) ?? image(.lockScreen, appearance: appearances[0]),
        compact: image(.dynamicIslandCompact, appearance: .dark),
        minimalTrailing: image(.dynamicIslandMinimalTrailing, appearance: .dark),
        expanded: image(.dynamicIslandExpanded, appearance: .dark),
        screenStyle: style.map { "\($0.0):\(Self.points($0.1))" }.joined(separator: ";"))
    case .control, nil:
      page.controlMockup = WidgetPage.ControlMockup(
        small: image(.controlCenterSmall, appearance: .dark), medium: image(.controlCenterMedium, appearance: .dark),
        large: image(.controlCenterLarge, appearance: .dark), lockScreen: image(.lockScreen, appearance: .dark),
        screenStyle: screen.map { "\($0.0):\(Self.points($0.1))" }.joined(separator: ";"))
    }
    return page
  }
}
