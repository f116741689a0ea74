import Foundation
import MirrorCore

/// A touch a view responds to. A widget takes no gestures (its taps are links and App Intent
/// buttons), so gestures compile and their actions never run.
public protocol Gesture<Value> {
  associatedtype Value
}

extension Gesture {
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture() }
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
}

extension Gesture where Value: Equatable {
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

/// A gesture with an action as it changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

/// A gesture whose value is mapped.
public struct _MapGesture<Content: Gesture, Value>: Gesture {}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (first: First.Value?, second: Second.Value?)
}

/// One gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (first: First.Value, second: Second.Value?)
}

/// The first gesture if it succeeds, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = First.Value
}

/// One or more taps.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// Which gestures of a view and its subviews are recognised.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
  nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self
  }
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self
  }

  /// The colour scheme the presentation holding this view prefers; a widget follows the
  /// system's, so it draws nothing differently.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
