import Foundation
import MirrorCore

/// How a change animates. A widget is drawn once per entry, so animations compile and are
/// never played.
public struct Animation: Hashable, Sendable {
  let name: String

  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")

  public static func linear(duration: TimeInterval) -> Animation { .linear }
  public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
  public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
  public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation
  { .spring }
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

  public static let interpolatingSpring = Animation(name: "interpolatingSpring")

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  )
    -> Animation
  { .interactiveSpring }
  public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25)
    -> Animation
  { .interactiveSpring }
  public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    -> Animation
  { .interpolatingSpring }
  public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    -> Animation
  { .interpolatingSpring }
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { .interpolatingSpring }
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { .spring }
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35)
    -> Animation
  { Animation(name: "timingCurve") }

  public func delay(_ delay: TimeInterval) -> Animation { self }
  public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a widget has nothing to animate.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// A spring's motion, by duration and bounce or by its physical parameters.
public struct Spring: Hashable, Sendable {
  public var duration: TimeInterval
  public var bounce: Double

  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  public init(response: Double, dampingRatio: Double) {
    duration = response
    bounce = 1 - dampingRatio
  }

  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let response = 2 * Double.pi / (stiffness / mass).squareRoot()
    duration = response
    bounce = 1 - damping / (2 * (stiffness * mass).squareRoot())
  }

  public static let smooth = Spring(duration: 0.5, bounce: 0)
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
