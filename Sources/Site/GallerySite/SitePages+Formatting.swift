import Foundation
import GalleryRunner
import LayoutEngine
import Locking
import MirrorCore
import Mustache
import SwiftUI
import Synchronization
import WidgetKit

/// How values are written into pages: lengths, tap areas and the scrubber's data.
extension SitePages {
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
