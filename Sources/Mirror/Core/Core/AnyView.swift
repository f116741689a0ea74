/// A type-erased view.
nonisolated public struct AnyView: View {
  let view: any View

  public init<V: View>(_ view: V) {
    self.view = (view as? AnyView)?.view ?? view
  }

  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  public var body: Never { primitiveBody() }
}

extension AnyView: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    context.resolve(view)
  }
}
