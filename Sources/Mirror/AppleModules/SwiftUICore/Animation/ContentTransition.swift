import Foundation
import MirrorCore

/// How a view's content changes between timeline entries (`.contentTransition(.numericText())`).
/// A gallery preview shows one entry, so it compiles and is never played.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")

  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
