import Foundation
import MirrorCore

/// The context of a change: its animation. A widget is drawn once per entry, so a transaction
/// changes nothing drawn.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public var isContinuous = false
  public var tracksVelocity = false
  public var scrollTargetAnchor: UnitPoint?
  private var values: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  public init(animation: Animation?) { self.animation = animation }

  /// A value of the transaction's own keys.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value a transaction carries.
public protocol TransactionKey {
  associatedtype Value: Sendable
  static var defaultValue: Value { get }
}

/// Runs `body` in `transaction`, and returns what it returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` with one value of the transaction set.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows
  -> R
{
  try body()
}

extension View {
  /// Changes the transaction of changes in this view; nothing is drawn differently.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

  nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  nonisolated public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
  ) -> some View {
    PlaceholderApplying(content: self, make: body)
  }

  nonisolated public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
  ) -> some View {
    PlaceholderApplying(content: self, make: body)
  }

  /// Animates `content` through `phases`; a widget is drawn once, in the first phase.
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let first = Array(phases).first
    return PlaceholderApplying(content: self) { placeholder in
      first.map { AnyView(content(placeholder, $0)) } ?? AnyView(placeholder)
    }
  }

  /// Animates `content` through `phases` over and over; a widget is drawn once, in the first
  /// phase.
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let first = Array(phases).first
    return PlaceholderApplying(content: self) { placeholder in
      first.map { AnyView(content(placeholder, $0)) } ?? AnyView(placeholder)
    }
  }
}

/// A modifier's closure applied to a placeholder of the view it modifies, when resolved.
nonisolated struct PlaceholderApplying<Content: View, Result: View>: View, PrimitiveView {
  let content: Content
  let make: (PlaceholderContentView<Content>) -> Result

  var body: Never { primitiveBody() }

  @MainActor func resolve(in context: ResolveContext) -> [ViewNode] {
    context.resolve(make(PlaceholderContentView(AnyView(content))))
  }
}
