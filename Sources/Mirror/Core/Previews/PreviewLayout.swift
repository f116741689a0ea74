import Foundation

/// How a `PreviewProvider`'s view is laid out, set with `previewLayout(_:)`.
public enum PreviewLayout: Hashable, Sendable {
  /// As a widget of the preview's family (the gallery's default).
  case device
  /// At the view's ideal size.
  case sizeThatFits
  /// In a container of exactly this size.
  case fixed(width: CGFloat, height: CGFloat)
}
