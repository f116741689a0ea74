import Foundation

/// Something a reviewer should look at in one preview: an accessibility audit's finding.
package struct PreviewFinding: Hashable, Sendable {
  /// What was found, by the name the manifest and `build --fail-on` use (the site's
  /// `PreviewRecord.Finding.Kind` is this type).
  package enum Kind: String, CaseIterable, Codable, Hashable, Sendable {
    /// Text against what is drawn behind it below 4.5:1 (3:1 for large text).
    case contrast
    /// Text drawn with an ellipsis.
    case truncated
    /// Text or content cut by the widget's bounds, a frame or a clip shape.
    case clipped
    /// Content laid out beyond the widget.
    case overflow
    /// Text under 11 pt after Dynamic Type.
    case smallText
    /// A `Link`, `Button` or `Toggle` under 44 × 44 pt.
    case smallTapTarget
    /// An image or button without a label.
    case unlabelled
    /// Two elements with the same label and no value.
    case duplicate
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
