import Foundation
import MirrorCore

/// A tap target that opens a URL in the app; in a widget, one of several targets in medium
/// and larger families. Its label is drawn in the environment's button style, as a `Button`'s.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: Never { primitiveBody() }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    let label = context.resolveSingle(context.environment.buttonStyle.apply(to: AnyView(self.label)))
    let link = label.wrapped(in: .link(destination), viewType: "Link", environment: context.environment)
    link.traits.accessibility.control = .link
    return [link]
  }
}
