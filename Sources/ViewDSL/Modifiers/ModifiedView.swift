/// A view changed by one of the built-in modifiers.
///
/// `transform` receives the context and a function that resolves the content in a given
/// context, so a modifier can change the environment, wrap the nodes or both.
package struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let transform: (ResolveContext, (ResolveContext) -> [ViewNode]) -> [ViewNode]

  package var body: Never { primitiveBody() }

  package func resolve(in context: ResolveContext) -> [ViewNode] {
    transform(context) { $0.resolve(content) }
  }
}

extension ModifiedView: ModifierWrapper {
  package static var wrappedViewType: Any.Type { Content.self }
}

extension View {
  /// Resolves this view with its environment changed.
  package func environmentWriting(_ update: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, resolveContent in
      resolveContent(context.updating(update))
    }
  }

  /// Wraps each node of this view in a layout or drawing modifier.
  func wrapping(_ name: String, _ makeModifier: @escaping (ResolveContext) -> ResolvedModifier) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, resolveContent in
      let modifier = makeModifier(context)
      return resolveContent(context).map { $0.wrapped(in: modifier, viewType: name, environment: context.environment) }
    }
  }

  /// Changes the traits of each node of this view.
  func traitWriting(_ update: @escaping (inout ViewNode.Traits) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, resolveContent in
      let nodes = resolveContent(context)
      for node in nodes { update(&node.traits) }
      return nodes
    }
  }
}
