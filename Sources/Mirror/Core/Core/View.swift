import Foundation

/// A piece of user interface, described by its `body`.
///
/// Mirrors SwiftUI's `View`. Views are values; the gallery evaluates `body` with the
/// environment of the place the view appears in, so `@Environment` properties read inside
/// `body` see the widget family, colour scheme, redaction reasons and so on.
///
/// As in the iOS 18 SDK, views are isolated to the main actor: `body` and a view's
/// initialisers may use main-actor state. The gallery evaluates views on the main actor; the
/// built-in views are `nonisolated`, so the trees they resolve to are laid out off it.
@MainActor @preconcurrency public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view the gallery resolves itself instead of evaluating a `body`.
///
/// Built-in views conform with `Body == Never`; the resolver calls `resolve(in:)` and never
/// touches `body`.
@MainActor package protocol PrimitiveView {
  func resolve(in context: ResolveContext) -> [ViewNode]
}

extension PrimitiveView {
  /// Primitive views have no body; asking for one is a programming error.
  nonisolated package func primitiveBody() -> Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}
