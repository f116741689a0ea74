import Foundation
import GalleryRunner
import MirrorCore

/// A preview's record as `manifest.json` holds it: the optional fields (the condition of a
/// gallery of one) and the empty accessibility lists are left out, and read back as nil and empty, so manifests written
/// before those fields existed still read.
extension PreviewRecord {
  package enum CodingKeys: String, CodingKey {
    case widget, kind, family, entry, date, relevance, policy, appearance, size, file, anchor, tapTargets
    case accessibilityTitle, hash, preview, systemActionColor, accessibilityElements, findings, condition
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      widget: try container.decode(String.self, forKey: .widget), kind: try container.decode(String.self, forKey: .kind),
      family: try container.decode(PreviewFamily.self, forKey: .family),
      entry: try container.decode(PreviewEntry.Kind.self, forKey: .entry), date: try container.decode(String.self, forKey: .date),
      relevance: try container.decodeIfPresent(Relevance.self, forKey: .relevance),
      policy: try container.decode(String.self, forKey: .policy),
      appearance: try container.decode(Appearance.self, forKey: .appearance),
      size: try container.decode([Double].self, forKey: .size), file: try container.decode(String.self, forKey: .file),
      anchor: try container.decode(String.self, forKey: .anchor),
      tapTargets: try container.decode([TapTarget].self, forKey: .tapTargets),
      accessibilityTitle: try container.decode(String.self, forKey: .accessibilityTitle),
      hash: try container.decode(String.self, forKey: .hash),
      preview: try container.decodeIfPresent(String.self, forKey: .preview),
      systemActionColor: try container.decodeIfPresent(String.self, forKey: .systemActionColor),
      accessibilityElements: try container.decodeIfPresent([AccessibilityElement].self, forKey: .accessibilityElements) ?? [],
      findings: try container.decodeIfPresent([Finding].self, forKey: .findings) ?? [],
      condition: try container.decodeIfPresent(PreviewCondition.self, forKey: .condition))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(widget, forKey: .widget)
    try container.encode(kind, forKey: .kind)
    try container.encode(family, forKey: .family)
    try container.encode(entry, forKey: .entry)
    try container.encode(date, forKey: .date)
    try container.encodeIfPresent(relevance, forKey: .relevance)
    try container.encode(policy, forKey: .policy)
    try container.encode(appearance, forKey: .appearance)
    try container.encode(size, forKey: .size)
    try container.encode(file, forKey: .file)
    try container.encode(anchor, forKey: .anchor)
    try container.encode(tapTargets, forKey: .tapTargets)
    try container.encode(accessibilityTitle, forKey: .accessibilityTitle)
    try container.encode(hash, forKey: .hash)
    try container.encodeIfPresent(preview, forKey: .preview)
    try container.encodeIfPresent(systemActionColor, forKey: .systemActionColor)
    if !accessibilityElements.isEmpty { try container.encode(accessibilityElements, forKey: .accessibilityElements) }
    if !findings.isEmpty { try container.encode(findings, forKey: .findings) }
    try container.encodeIfPresent(condition, forKey: .condition)
  }
}
