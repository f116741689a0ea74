/// The view a builder makes from an `if`/`else` or a `switch`: one of two branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView {
  package func resolve(in context: ResolveContext) -> [ViewNode] {
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
  package func resolve(in context: ResolveContext) -> [ViewNode] {
    map { context.resolve($0) } ?? []
  }
}
