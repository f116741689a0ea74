import Foundation
import MirrorCore

extension View {
  /// A border of `width` drawn inside the view's frame, as SwiftUI draws it: an overlay of
  /// `Rectangle().strokeBorder(content, lineWidth: width)`.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
