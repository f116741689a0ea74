/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
  public init() {}
  public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}
