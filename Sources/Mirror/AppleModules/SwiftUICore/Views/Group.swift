import MirrorCore

/// Groups views without adding layout; modifiers on a group apply to each member.
public struct Group<Content> {
  let content: Content

  public init(@ViewBuilder content: () -> Content) where Content: View {
    self.content = content()
  }
}

extension Group: View where Content: View {
  public var body: Never { primitiveBody() }
}

extension Group: PrimitiveView where Content: View {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    context.resolve(content)
  }
}
