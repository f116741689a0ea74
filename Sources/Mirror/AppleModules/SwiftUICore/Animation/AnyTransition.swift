import Foundation
import MirrorCore

/// How a view enters and leaves. A widget is drawn once per entry, so transitions compile and
/// are never played.
public struct AnyTransition: Sendable {
  let name: String

  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static let scale = AnyTransition(name: "scale")
  public static let slide = AnyTransition(name: "slide")

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
