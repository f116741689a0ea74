/// A view made of several views side by side in a builder block.
nonisolated public struct TupleView<T>: View {
  public var value: T
  let children: [any View]

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    children.flatMap { context.resolve($0) }
  }
}
