import Foundation

/// The size and frames a `GeometryReader` gives its content.
public struct GeometryProxy {
  public let size: CGSize
  public let safeAreaInsets: EdgeInsets
  let globalOrigin: CGPoint

  package init(size: CGSize, globalOrigin: CGPoint = .zero, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.globalOrigin = globalOrigin
    self.safeAreaInsets = safeAreaInsets
  }

  /// The reader's frame in a coordinate space: `.local` starts at zero, `.global` is
  /// measured from the widget's top-left corner.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: CGRect(origin: globalOrigin, size: size)
    }
  }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}
