import Foundation
import GalleryRunner
import LayoutEngine
import ViewDSL

extension SitePages {
  /// The page of a Live Activity or a control: per appearance a table with a row per content
  /// state and a column per presentation, and the mock-ups.
  func presentationPage(for widget: SiteManifest.WidgetRecord, _ manifest: SiteManifest) -> WidgetPage {
    let records = manifest.previews.filter { $0.widget == widget.id }
    var appearances: [String] = []
    var entries: [String] = []
    var cells: [String: PreviewRecord] = [:]
    for record in records {
      if !appearances.contains(record.appearance) { appearances.append(record.appearance) }
      if !entries.contains(record.entry) { entries.append(record.entry) }
      cells["\(record.appearance)\u{0}\(record.entry)\u{0}\(record.family)"] = record
    }
    let tables = appearances.map { appearance in
      WidgetPage.PresentationTable(
        appearance: appearance, anchor: PreviewRecord.slug("\(widget.id)--\(appearance)"), columns: widget.families,
        rows: entries.map { entry in
          let row = widget.families.compactMap { cells["\(appearance)\u{0}\(entry)\u{0}\($0)"] }
          var shown = self.row(entry, row, widget: widget)
          shown.name = row.first?.preview ?? entry
          return shown
        })
    }
    let device = Device.named(manifest.device) ?? .default
    let screen = [("--screen-width", Double(device.screenSize.width)), ("--screen-height", Double(device.screenSize.height))]
    func image(_ family: String, appearance: String) -> WidgetPage.MockupImage? {
      guard let entry = entries.first, let record = cells["\(appearance)\u{0}\(entry)\u{0}\(family)"] else { return nil }
      return WidgetPage.MockupImage(
        file: record.file, alt: alt(record, widget), width: record.size.first ?? 0, height: record.size.last ?? 0)
    }
    var page = WidgetPage(
      id: widget.id, displayName: widget.displayName, description: widget.description, families: [], previews: nil,
      mockup: nil,
      failure: manifest.failures.first { $0.widget == widget.id }.map { WidgetPage.WidgetFailure(message: $0.message) })
    page.category = widget.category
    page.note = widget.note
    page.presentations = tables.isEmpty ? nil : tables
    guard !entries.isEmpty else { return page }
    if widget.category == "Live Activity" {
      let style = screen + [("--island-top", Double(IslandGeometry.top))]
      page.activityMockup = WidgetPage.ActivityMockup(
        lockScreen: image("lockScreen", appearance: "light") ?? image("lockScreen", appearance: appearances[0]),
        compact: image("dynamicIsland.compact", appearance: "dark"),
        minimalTrailing: image("dynamicIsland.minimalTrailing", appearance: "dark"),
        expanded: image("dynamicIsland.expanded", appearance: "dark"),
        screenStyle: style.map { "\($0.0):\(Self.points($0.1))" }.joined(separator: ";"))
    } else {
      page.controlMockup = WidgetPage.ControlMockup(
        small: image("controlCenter.small", appearance: "dark"), medium: image("controlCenter.medium", appearance: "dark"),
        large: image("controlCenter.large", appearance: "dark"), lockScreen: image("lockScreen", appearance: "dark"),
        screenStyle: screen.map { "\($0.0):\(Self.points($0.1))" }.joined(separator: ";"))
    }
    return page
  }
}
