/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fit inside, leaving room on one axis.
  case fit
  /// Fill, overflowing one axis.
  case fill
}
