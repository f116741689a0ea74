import Foundation
import MirrorCore

/// A container that takes all the space offered and builds its content from that size.
///
/// Its content is placed at the top-leading corner; layout evaluates the closure once it
/// knows the size.
nonisolated public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let content = self.content
    return [
      context.node(
        .geometryReader(content: { proxy in
          context.resolve(context.evaluating { content(proxy) })
        }), "GeometryReader")
    ]
  }
}

/// The first of its views that fits the space offered, on the given axes; the last if none does.
nonisolated public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody() }
}

extension ViewThatFits: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [context.node(.viewThatFits(axes: axes, children: context.resolve(content)), "ViewThatFits")]
  }
}
