import Foundation
import GalleryFormats

/// Escaping for the reports: every string that comes from a site or a widget goes through here.
package enum ReportEscaping {
  /// `&`, `<`, `>`, `"` and `'` as character references, for HTML and XML text and attributes.
  package static func markup(_ text: String) -> String { HTMLEscaping.escaped(text) }

  /// Text safe inside a Markdown list item: `&`, `<` and `>` as character references (no
  /// HTML gets through), and characters that start inline syntax backslash-escaped, so a label
  /// cannot open a link, an image, emphasis or a code span. Newlines become spaces.
  package static func markdown(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\n", "\r": result += " "
      default:
        if "\\`*_[]~".contains(character) { result.append("\\") }
        result.append(character)
      }
    }
    return result
  }
}

/// The Markdown summary for a pull-request comment: counts, then the changed, added and
/// removed previews with their first sentences.
///
/// Bounded in size whatever the diff (at most `previewLimit` previews and `sentenceLimit`
/// sentences each), well under GitHub's 65,536-character comment limit.
package struct MarkdownReport {
  package var previewLimit = 25
  package var sentenceLimit = 4
  /// Prepended to gallery links (e.g. the Pages URL of the new site, ending in `/`); links are
  /// left out when nil.
  package var galleryBase: String?
  /// Where the HTML report is published: each listed preview links to its section there
  /// (`#p0`, `#p1`… in the order both reports list them); left out when nil.
  package var reportURL: String?

  package init(galleryBase: String? = nil, reportURL: String? = nil) {
    self.galleryBase = galleryBase
    self.reportURL = reportURL
  }

  /// The summary text, ending in a newline.
  package func render(_ report: DiffReport) -> String {
    let c = report.counts
    var lines = ["### Widget gallery diff", ""]
    if !report.schemaNotes.isEmpty { lines += report.schemaNotes.map { "_\(ReportEscaping.markdown($0))_" } + [""] }
    lines.append(
      report.hasChanges
        ? "**\(c.changed) changed**, \(c.added) added, \(c.removed) removed, \(c.unchanged) unchanged (of \(c.total) previews)."
        : "No changes: all \(c.unchanged) previews are identical.")
    // New and fixed findings first, before the pictures.
    if let summary = report.accessibilitySummary {
      lines += ["", "**Accessibility:** \(ReportEscaping.markdown(summary))."]
      let changed = report.accessibilityChanges
      for preview in changed.prefix(previewLimit) {
        let id = "`" + preview.id.replacingOccurrences(of: "`", with: "'") + "`"
        for sentence in preview.accessibility.prefix(sentenceLimit) {
          lines.append("- \(id): \(ReportEscaping.markdown(sentence))")
        }
        if preview.accessibility.count > sentenceLimit {
          lines.append("- \(id): … \(preview.accessibility.count - sentenceLimit) more")
        }
      }
      if changed.count > previewLimit {
        lines.append("- … and \(changed.count - previewLimit) more previews (see the HTML report)")
      }
    }
    let listed = report.previews.filter { $0.status != .unchanged }
    if !listed.isEmpty { lines.append("") }
    for (index, preview) in listed.prefix(previewLimit).enumerated() {
      var title = "`" + preview.id.replacingOccurrences(of: "`", with: "'") + "`"
      let section = reportURL.map { Self.linkTarget($0 + "#p\(index)") }
      if let base = galleryBase, let link = preview.galleryLink {
        title = "[\(title)](\(Self.linkTarget(base + link)))"
        if let section { title += " ([compare](\(section)))" }
      } else if let section {
        title = "[\(title)](\(section))"
      }
      let condition = preview.condition.map { " " + ReportEscaping.markdown($0) } ?? ""
      lines.append("- **\(preview.status.rawValue)** \(title)\(condition)")
      for sentence in preview.sentences.prefix(sentenceLimit) {
        lines.append("  - \(ReportEscaping.markdown(sentence))")
      }
      if preview.sentences.count > sentenceLimit {
        lines.append("  - … \(preview.sentences.count - sentenceLimit) more")
      }
    }
    if listed.count > previewLimit {
      lines.append("- … and \(listed.count - previewLimit) more previews (see the HTML report)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A URL as a Markdown link's target: the characters that would end it escaped.
  private static func linkTarget(_ url: String) -> String {
    url.replacingOccurrences(of: ")", with: "%29").replacingOccurrences(of: " ", with: "%20")
  }
}

/// The JUnit XML report: first a suite `accessibility` with a test case per preview whose
/// accessibility changed, failing with its new, fixed and changed findings and what VoiceOver
/// reads differently; then one test case per preview, failing when it changed, was added or
/// was removed, so CI test viewers list what must be re-recorded.
package struct JUnitReport {
  package init() {}

  /// The XML document, ending in a newline.
  package func render(_ report: DiffReport) -> String {
    let e = ReportEscaping.markup
    let failures = report.counts.total - report.counts.unchanged
    let accessibility = report.accessibilityChanges
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"widget-gallery diff\" tests=\"\(report.counts.total + accessibility.count)\" failures=\"\(failures + accessibility.count)\">\n"
    if !accessibility.isEmpty {
      xml +=
        "<testsuite name=\"accessibility\" tests=\"\(accessibility.count)\" failures=\"\(accessibility.count)\" errors=\"0\" skipped=\"0\">\n"
      for preview in accessibility {
        let classname = preview.widget ?? preview.id
        let message =
          preview.newFindings > 0
          ? "\(preview.newFindings) new accessibility finding\(preview.newFindings == 1 ? "" : "s")" : "accessibility changed"
        xml += "<testcase classname=\"\(e(classname))\" name=\"\(e(preview.id))\">\n"
        xml += "<failure type=\"accessibility\" message=\"\(e(message))\">"
        xml += e(preview.accessibility.joined(separator: "\n"))
        xml += "</failure>\n</testcase>\n"
      }
      xml += "</testsuite>\n"
    }
    xml +=
      "<testsuite name=\"\(e(report.mode == .site ? "previews" : "snapshots"))\" tests=\"\(report.counts.total)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for preview in report.previews {
      let classname = preview.widget ?? (preview.id.split(separator: "/").dropLast().joined(separator: "/"))
      xml += "<testcase classname=\"\(e(classname))\" name=\"\(e(preview.id))\""
      if preview.status == .unchanged {
        xml += "/>\n"
        continue
      }
      let message = preview.status == .changed ? "snapshot changed" : "preview \(preview.status.rawValue)"
      xml += ">\n<failure type=\"\(preview.status.rawValue)\" message=\"\(e(message))\">"
      xml += e(preview.sentences.joined(separator: "\n"))
      xml += "</failure>\n</testcase>\n"
    }
    xml += "</testsuite>\n</testsuites>\n"
    return xml
  }
}
