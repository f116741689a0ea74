import Foundation
import GalleryDiff
import SnapshotTesting

extension Diffing where Value == String {
  /// Compares SVG documents by their bytes and describes a difference in words.
  ///
  /// The failure message lists what changed view by view (moved, resized, recoloured, text
  /// changed, added, removed), as `widget-gallery diff` reports it. The attachments are the
  /// line diff (`difference.patch`) and both documents (`reference.svg`, `failure.svg`).
  public static var svg: Diffing {
    Diffing.diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diffV2: { reference, new in
        guard reference != new else { return nil }
        let sentences = SnapshotComparison.describe(oldSVG: reference, newSVG: new)
        let message = "The SVG differs from the reference:\n" + sentences.map { "  • " + $0 }.joined(separator: "\n")
        let patch = Diffing<String>.lines.diffV2(reference, new)?.1 ?? []
        return (
          message,
          patch + [.data(Data(reference.utf8), name: "reference.svg"), .data(Data(new.utf8), name: "failure.svg")]
        )
      })
  }
}
