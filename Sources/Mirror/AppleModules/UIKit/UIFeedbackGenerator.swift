import Foundation

/// Haptic feedback. A widget has no haptics (its buttons run App Intents), and the gallery
/// plays none: the generators compile and do nothing.
@MainActor open class UIFeedbackGenerator {
  public init() {}
  open func prepare() {}
}

/// A tap of some weight.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of the tap.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public override convenience init() { self.init(style: .medium) }

  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
  open func impactOccurred(at location: CGPoint) {}
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Success, warning or error.
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What the feedback reports.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  open func notificationOccurred(_ notificationType: FeedbackType) {}
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// A selection changed.
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
  open func selectionChanged(at location: CGPoint) {}
}
