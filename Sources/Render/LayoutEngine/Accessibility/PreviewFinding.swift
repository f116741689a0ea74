import Foundation

/// Something a reviewer should look at in one preview: an accessibility audit's finding.
package struct PreviewFinding: Hashable, Sendable {
  /// What was found. `truncated`: an ellipsis was drawn; `clipped`: text or content cut by
  /// the widget's bounds or a frame or clip shape; `overflow`: content laid out beyond the
  /// widget.
  package enum Kind: String, CaseIterable, Hashable, Sendable {
    case contrast, truncated, clipped, overflow, smallText, smallTapTarget, unlabelled, duplicate
  }

  package var kind: Kind
  /// Widget coordinates, points.
  package var frame: CGRect
  /// A sentence for a person: "contrast of 'Updated 9:41' is 2.9:1, below 4.5:1".
  package var message: String
  /// The text involved, if any.
  package var text: String?
  /// The values measured, in a fixed order (e.g. ratio, then required).
  package var measured: [Measurement]

  package init(kind: Kind, frame: CGRect, message: String, text: String? = nil, measured: [Measurement] = []) {
    self.kind = kind
    self.frame = frame
    self.message = message
    self.text = text
    self.measured = measured
  }

  /// One measured value by name ("ratio", "required", "size", …).
  package struct Measurement: Hashable, Sendable {
    package var name: String
    package var value: Double

    package init(name: String, value: Double) {
      self.name = name
      self.value = value
    }
  }
}
