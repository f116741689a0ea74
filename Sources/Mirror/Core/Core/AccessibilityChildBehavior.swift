import Foundation

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  package let kind: Int
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  public static let contain = AccessibilityChildBehavior(kind: 1)
  public static let combine = AccessibilityChildBehavior(kind: 2)
}
