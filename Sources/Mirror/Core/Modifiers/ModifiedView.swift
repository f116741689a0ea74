/// A view changed by one of the built-in modifiers.
///
/// `transform` receives the context, the modifier's `payload` and a function that resolves
/// the content in a given context, so a modifier can change the environment, wrap the nodes
/// or both. It runs on the main actor, with resolution; what it needs from the modifier's
/// arguments (a background view, an environment change) travels in `payload`, beside the
/// content, rather than captured by `transform`: modifiers are `nonisolated`, as in the
/// iOS 18 SDK, and the view they return is handed to the main actor as one value.
nonisolated package struct ModifiedView<Content: View, Payload>: View, PrimitiveView {
  let content: Content
  let payload: Payload
  let transform: @MainActor (ResolveContext, Payload, @MainActor (ResolveContext) -> [ViewNode]) -> [ViewNode]

  package init(
    content: Content, payload: Payload,
    transform: @escaping @MainActor (ResolveContext, Payload, @MainActor (ResolveContext) -> [ViewNode]) -> [ViewNode]
  ) {
    self.content = content
    self.payload = payload
    self.transform = transform
  }

  package var body: Never { primitiveBody() }

  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    transform(context, payload) { $0.resolve(content) }
  }
}

extension ModifiedView where Payload == Void {
  package init(
    content: Content, transform: @escaping @MainActor (ResolveContext, @MainActor (ResolveContext) -> [ViewNode]) -> [ViewNode]
  ) {
    self.init(content: content, payload: ()) { context, _, resolveContent in transform(context, resolveContent) }
  }
}

extension ModifiedView: ModifierWrapper {
  package static var wrappedViewType: Any.Type { Content.self }
}

extension View {
  /// Resolves this view with its environment changed.
  nonisolated package func environmentWriting(_ update: @escaping (inout EnvironmentValues) -> Void)
    -> ModifiedView<Self, (inout EnvironmentValues) -> Void>
  {
    ModifiedView(content: self, payload: update) { context, update, resolveContent in
      resolveContent(context.updating(update))
    }
  }

  /// Wraps each node of this view in a layout or drawing modifier.
  package nonisolated func wrapping(_ name: String, _ makeModifier: @escaping @MainActor (ResolveContext) -> ResolvedModifier)
    -> ModifiedView<Self, Void>
  {
    ModifiedView(content: self) { context, resolveContent in
      let modifier = makeModifier(context)
      return resolveContent(context).map { $0.wrapped(in: modifier, viewType: name, environment: context.environment) }
    }
  }

  /// Wraps each node of this view in a modifier made from `payload` (a view the modifier
  /// places, resolved with the content).
  nonisolated package func wrapping<Payload>(
    _ name: String, _ payload: Payload, _ makeModifier: @escaping @MainActor (ResolveContext, Payload) -> ResolvedModifier
  ) -> ModifiedView<Self, Payload> {
    ModifiedView(content: self, payload: payload) { context, payload, resolveContent in
      let modifier = makeModifier(context, payload)
      return resolveContent(context).map { $0.wrapped(in: modifier, viewType: name, environment: context.environment) }
    }
  }

  /// Changes the traits of each node of this view.
  package nonisolated func traitWriting(_ update: @escaping (inout ViewNode.Traits) -> Void)
    -> ModifiedView<Self, (inout ViewNode.Traits) -> Void>
  {
    ModifiedView(content: self, payload: update) { context, update, resolveContent in
      let nodes = resolveContent(context)
      for node in nodes { update(&node.traits) }
      return nodes
    }
  }
}
