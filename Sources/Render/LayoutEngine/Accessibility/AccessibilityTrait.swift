import MirrorCore

/// A trait of an accessibility element: what VoiceOver says it is or how it behaves.
///
/// The cases mirror SwiftUI's `AccessibilityTraits`; their declaration order is the order
/// an element lists them in.
package enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable {
  case button, link, header, image, staticText, toggle, selected, updatesFrequently
  case searchField, keyboardKey, playsSound, startsMediaSession, summaryElement, allowsDirectInteraction
  case causesPageTurn, modal, tabBar

  /// The word VoiceOver says for the trait after the label and value; nil for traits it
  /// does not announce.
  package var spokenWord: String? {
    switch self {
    case .button: "button"
    case .link: "link"
    case .header: "heading"
    case .image: "image"
    case .toggle: "switch button"
    case .selected: "selected"
    case .searchField: "search field"
    case .keyboardKey: "key"
    case .tabBar: "tab bar"
    case .staticText, .updatesFrequently, .playsSound, .startsMediaSession, .summaryElement, .allowsDirectInteraction,
      .causesPageTurn, .modal:
      nil
    }
  }

  /// SwiftUI's trait of the same meaning.
  var swiftUITrait: AccessibilityTraits {
    switch self {
    case .button: .isButton
    case .link: .isLink
    case .header: .isHeader
    case .image: .isImage
    case .staticText: .isStaticText
    case .toggle: .isToggle
    case .selected: .isSelected
    case .updatesFrequently: .updatesFrequently
    case .searchField: .isSearchField
    case .keyboardKey: .isKeyboardKey
    case .playsSound: .playsSound
    case .startsMediaSession: .startsMediaSession
    case .summaryElement: .isSummaryElement
    case .allowsDirectInteraction: .allowsDirectInteraction
    case .causesPageTurn: .causesPageTurn
    case .modal: .isModal
    case .tabBar: .isTabBar
    }
  }

  /// The traits in `traits`, in declaration order.
  static func list(_ traits: AccessibilityTraits) -> [AccessibilityTrait] {
    allCases.filter { traits.contains($0.swiftUITrait) }
  }
}
