/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  public init() {}
  public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
  package func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}
