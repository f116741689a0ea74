import Foundation
import GalleryFormats

/// The result of comparing two sites or snapshot folders; encoded as it is into the JSON report.
///
/// `previews` is ordered changed, added, removed, unchanged, each group in the new site's
/// order (removed ones in the old site's order). Nothing in it depends on the clock.
package struct DiffReport: Codable, Hashable, Sendable {
  /// `site` when both folders hold a `manifest.json`, else `snapshots`.
  package var mode: Mode
  /// The two folders as they were given.
  package var old: String
  package var new: String
  /// The manifests' schema versions, in site mode.
  package var schemaVersions: SchemaVersions?
  package var counts: Counts
  package var previews: [PreviewDiff]

  package enum Mode: String, Codable, Sendable { case site, snapshots }

  /// The schema versions of the two sites' manifests (`ManifestSchema`).
  package struct SchemaVersions: Codable, Hashable, Sendable {
    package var old: Int
    package var new: Int
  }

  package struct Counts: Codable, Hashable, Sendable {
    package var added = 0
    package var removed = 0
    package var changed = 0
    package var unchanged = 0
    /// Accessibility findings new in the new site, and gone from it (`PreviewDiff.newFindings`).
    package var newFindings = 0
    package var fixedFindings = 0
    package var total: Int { added + removed + changed + unchanged }

    package init(
      added: Int = 0, removed: Int = 0, changed: Int = 0, unchanged: Int = 0, newFindings: Int = 0, fixedFindings: Int = 0
    ) {
      self.added = added
      self.removed = removed
      self.changed = changed
      self.unchanged = unchanged
      self.newFindings = newFindings
      self.fixedFindings = fixedFindings
    }
  }

  /// True when anything was added, removed or changed.
  package var hasChanges: Bool { counts.added + counts.removed + counts.changed > 0 }

  /// What the reports say about the manifests' schema versions: a line per site when either
  /// was read as an older version (`old gallery: manifest schema 1 (read as an older
  /// version)`), nothing when both are current.
  package var schemaNotes: [String] {
    guard let versions = schemaVersions, versions.old < ManifestSchema.current || versions.new < ManifestSchema.current
    else { return [] }
    return [("old", versions.old), ("new", versions.new)].map { side, version in
      "\(side) gallery: manifest schema \(version)\(version < ManifestSchema.current ? " (read as an older version)" : "")"
    }
  }

  /// The previews whose accessibility changed (findings new, fixed or changed, or what
  /// VoiceOver reads), in report order: every report lists them first.
  package var accessibilityChanges: [PreviewDiff] { previews.filter { !$0.accessibility.isEmpty } }

  /// "2 new accessibility findings, 1 fixed", or nil when the accessibility of no preview changed.
  package var accessibilitySummary: String? {
    let changed = accessibilityChanges.count
    guard changed > 0 else { return nil }
    let new = counts.newFindings
    let fixed = counts.fixedFindings
    return
      "\(new) new accessibility finding\(new == 1 ? "" : "s"), \(fixed) fixed; \(changed) preview\(changed == 1 ? "" : "s") read or audit differently"
  }

  /// The previews with this status, in report order.
  package func previews(_ status: PreviewDiff.Status) -> [PreviewDiff] { previews.filter { $0.status == status } }

  /// The JSON report: sorted keys, pretty-printed, ending in a newline.
  package func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and arrays cannot fail.
    var data = (try? encoder.encode(self)) ?? Data()
    data.append(0x0A)
    return data
  }
}

/// One preview (site mode) or one file (snapshot mode) and what happened to it.
package struct PreviewDiff: Codable, Hashable, Sendable {
  package enum Status: String, Codable, Sendable, CaseIterable { case changed, added, removed, unchanged }

  /// The preview's anchor in site mode, the file's relative path in snapshot mode.
  package var id: String
  package var status: Status
  package var widget: String?
  package var family: String?
  package var entry: String?
  package var appearance: String?
  /// The SVG file relative to the old and new folder; nil on the side where it is missing.
  package var oldFile: String?
  package var newFile: String?
  /// The preview on its gallery page, relative to the site folder (`widgets/X.html#anchor`),
  /// in the new site, or in the old one for removed previews; nil in snapshot mode.
  package var galleryLink: String?
  /// The change in words; empty for unchanged previews.
  package var changes: [String]
  /// What changed in its accessibility, in words, listed before `changes`: new, fixed and
  /// changed findings, then what VoiceOver reads differently (`AccessibilityComparison`).
  package var accessibility: [String] = []
  /// How many of its accessibility findings are new, and how many are fixed.
  package var newFindings = 0
  package var fixedFindings = 0

  /// `accessibility`, then `changes`: what the reports list for the preview.
  package var sentences: [String] { accessibility + changes }
  /// Where its condition differs from the gallery's primary one, in words ("at accessibility3
  /// on iphone-375x667 in de"); nil for the primary condition and in snapshot mode.
  package var condition: String? = nil
}
