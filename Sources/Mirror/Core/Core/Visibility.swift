/// Whether a piece of interface is shown: automatic (the default for the context), visible
/// or hidden, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}
