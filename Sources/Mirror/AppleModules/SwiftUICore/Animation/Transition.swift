import Foundation
import MirrorCore

/// How a view enters and leaves (iOS 17's form of `AnyTransition`). A widget is drawn once
/// per entry, so a transition is never played: the view is drawn at rest.
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  @MainActor @preconcurrency @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
  /// This transition with an animation of its own.
  public func animation(_ animation: Animation?) -> some Transition { self }

  /// This transition and another, played together.
  public func combined<T: Transition>(with other: T) -> some Transition { self }
}

/// Where a view is in its transition.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear, identity, didDisappear

  public var isIdentity: Bool { self == .identity }

  /// -1 while appearing, 0 at rest, 1 while disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// A transition that blurs the view in and out.
public struct BlurReplaceTransition: Transition {
  public var configuration: Configuration

  public init(configuration: Configuration) { self.configuration = configuration }

  public func body(content: Content, phase: TransitionPhase) -> some View { content }

  /// Whether the view moves down while it appears, or up.
  public struct Configuration: Equatable, Sendable {
    let upUp: Bool
    public static let downUp = Configuration(upUp: false)
    public static let upUp = Configuration(upUp: true)
  }
}

extension Transition where Self == BlurReplaceTransition {
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> Self {
    BlurReplaceTransition(configuration: configuration)
  }
}

/// A transition that fades the view.
public struct OpacityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that leaves the view as it is.
public struct IdentityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A transition that moves the view in from an edge.
public struct MoveTransition: Transition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that pushes the view in from an edge and out through the opposite one.
public struct PushTransition: Transition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that offsets the view.
public struct OffsetTransition: Transition {
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that scales the view.
public struct ScaleTransition: Transition {
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that slides the view in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension AnyTransition {
  /// The type-erased form of an iOS 17 transition.
  public init<T: Transition>(_ transition: T) { self.init(name: String(describing: T.self)) }

  /// A transition made of a modifier applied while the view comes and goes.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }
}

extension View {
  /// How this view enters and leaves; never played in a widget.
  nonisolated public func transition<T: Transition>(_ transition: T) -> some View { self }
}
