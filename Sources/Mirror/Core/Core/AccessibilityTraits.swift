import Foundation

/// What VoiceOver says a view is (a button, a header, selected …).
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt64

  private init(bit: Int) { bits = 1 << bit }

  public init() { bits = 0 }

  public static let isButton = AccessibilityTraits(bit: 0)
  public static let isHeader = AccessibilityTraits(bit: 1)
  public static let isSelected = AccessibilityTraits(bit: 2)
  public static let isLink = AccessibilityTraits(bit: 3)
  public static let isSearchField = AccessibilityTraits(bit: 4)
  public static let isImage = AccessibilityTraits(bit: 5)
  public static let playsSound = AccessibilityTraits(bit: 6)
  public static let isKeyboardKey = AccessibilityTraits(bit: 7)
  public static let isStaticText = AccessibilityTraits(bit: 8)
  public static let isSummaryElement = AccessibilityTraits(bit: 9)
  public static let updatesFrequently = AccessibilityTraits(bit: 10)
  public static let startsMediaSession = AccessibilityTraits(bit: 11)
  public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
  public static let causesPageTurn = AccessibilityTraits(bit: 13)
  public static let isModal = AccessibilityTraits(bit: 14)
  public static let isToggle = AccessibilityTraits(bit: 15)
  public static let isTabBar = AccessibilityTraits(bit: 16)

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits |= other.bits
    return result
  }

  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits &= other.bits
    return result
  }

  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits ^= other.bits
    return result
  }

  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }

  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }

  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
