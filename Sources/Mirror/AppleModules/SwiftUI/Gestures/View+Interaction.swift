import Combine
import Foundation
import MirrorCore
import SwiftUICore

// Interaction a widget does not have: its taps are links and App Intent buttons. These
// compile, for code shared with the app, and their actions never run.

/// A press held in place.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag.
public struct DragGesture: Gesture {
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var velocity: CGSize { .zero }
    public var predictedEndLocation: CGPoint { location }
    public var predictedEndTranslation: CGSize { translation }
  }
}

/// Haptic feedback a view asks for when a value changes; a widget plays none.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static let impact = SensoryFeedback(name: "impact")

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

  /// The weight of an impact.
  public struct Weight: Equatable, Sendable {
    let value: Int
    public static let light = Weight(value: 0)
    public static let medium = Weight(value: 1)
    public static let heavy = Weight(value: 2)
  }

  /// The flexibility of what an impact hits.
  public struct Flexibility: Equatable, Sendable {
    let value: Int
    public static let rigid = Flexibility(value: 0)
    public static let solid = Flexibility(value: 1)
    public static let soft = Flexibility(value: 2)
  }
}

extension View {
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }

  /// Whether the view takes touches; drawn the same either way.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  { self }

  nonisolated public func help(_ text: Text) -> some View { self }
  nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { self }

  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { self }
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { self }

  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never { self }

  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
