import GalleryRunner
import GallerySite
import LayoutEngine

/// `build --fail-on`: the accessibility findings of the chosen kinds in a site's previews,
/// each as a line naming the widget, family, entry, appearance, kind and message.
struct FindingCheck {
  /// The kinds that fail the build.
  var kinds: Set<PreviewRecord.Finding.Kind>

  /// A line per finding of `kinds`, in the manifest's order of previews and each preview's
  /// order of findings: `Widget systemSmall entry-0 dark: contrast: contrast of 'Updated 9:41'
  /// is 2.9:1, below 4.5:1`.
  func failures(in previews: [PreviewRecord]) -> [String] {
    guard !kinds.isEmpty else { return [] }
    var lines: [String] = []
    for preview in previews {
      for finding in preview.findings where kinds.contains(finding.kind) {
        lines.append(
          "\(preview.widget) \(preview.family.name) \(preview.entry.slug) \(preview.appearance.rawValue): \(finding.kind.rawValue): \(finding.message)"
        )
      }
    }
    return lines
  }

  /// What the command says last when findings fail it.
  static func summary(_ count: Int, kinds: Set<PreviewRecord.Finding.Kind>) -> String {
    let names = PreviewRecord.Finding.Kind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: ", ")
    return "\(count) accessibility finding\(count == 1 ? "" : "s") of the kinds --fail-on names (\(names))"
  }
}
