import MirrorCore

/// A reusable change to a view: `body(content:)` returns the modified view.
///
/// As in the iOS 18 SDK, modifiers are isolated to the main actor, as views are.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let resolveContent: (ResolveContext) -> [ViewNode]
  public var body: Never { primitiveBody() }
}

extension _ViewModifier_Content: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { resolveContent(context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBody() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let content = self.content
    let viewEnvironment = context.viewEnvironment
    let placeholder = _ViewModifier_Content<Modifier> { inner in
      var outer = inner
      outer.viewEnvironment = viewEnvironment
      return outer.resolve(content)
    }
    let inner = context.forBody
    let body = inner.evaluating { modifier.body(content: placeholder) }
    let nodes = inner.resolve(body)
    let name = _typeName(Modifier.self, qualified: false)
    for node in nodes { node.traits.definedBy.append(name) }
    return nodes
  }
}

extension ModifiedContent: ModifierWrapper where Content: View, Modifier: ViewModifier {
  package static var wrappedViewType: Any.Type { Content.self }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// Applies a `ViewModifier`.
  nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// This modifier followed by another.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
