import Foundation
import MirrorCore

/// The view a modifier's closure is handed in place of the view it modifies
/// (`phaseAnimator { content, phase in … }`, `accessibilityLabel { label in … }`): it draws
/// that view.
nonisolated public struct PlaceholderContentView<Content>: View {
  let content: AnyView?

  init(_ content: AnyView?) { self.content = content }

  public var body: Never { primitiveBody() }
}

extension PlaceholderContentView: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    content.map { context.resolve($0) } ?? []
  }
}
