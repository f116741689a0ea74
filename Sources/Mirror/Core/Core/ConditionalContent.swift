/// The view a builder makes from an `if`/`else` or a `switch`: one of two branches.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    switch storage {
    case .trueContent(let view): context.resolve(view)
    case .falseContent(let view): context.resolve(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    map { context.resolve($0) } ?? []
  }
}
