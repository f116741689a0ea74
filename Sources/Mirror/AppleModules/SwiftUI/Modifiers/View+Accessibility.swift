import Foundation
import MirrorCore
import SwiftUICore

// Accessibility, as SwiftUI declares it. A widget's label names its preview (the site's
// accessible title). Label, value, hint, hidden, element grouping, traits, sort priority and
// heading shape the accessibility tree layout builds (`RenderedWidget.accessibilityElements`);
// the rest (identifiers, actions, input labels, custom content) compiles and is kept no further.

extension View {
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    let string = label.plainString
    return traitWriting {
      $0.accessibilityLabel = string
      $0.accessibility.labelIsSymbolName = false
    }
  }

  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
    let string = label.plainString
    return traitWriting {
      guard isEnabled else { return }
      $0.accessibilityLabel = string
      $0.accessibility.labelIsSymbolName = false
    }
  }

  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(Text(label))
  }

  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
    accessibilityLabel(Text(label), isEnabled: isEnabled)
  }

  nonisolated public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(key))
  }

  nonisolated public func accessibilityLabel(_ key: LocalizedStringKey, isEnabled: Bool) -> some View {
    accessibilityLabel(Text(key), isEnabled: isEnabled)
  }

  nonisolated public func accessibilityLabel<V: View>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V)
    -> some View
  {
    self
  }

  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    traitWriting { $0.accessibilityChildren = children }
  }

  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    traitWriting { $0.accessibilityHidden = hidden }
  }

  nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
    traitWriting { if isEnabled { $0.accessibilityHidden = hidden } }
  }
  nonisolated public func accessibilityValue(_ value: Text) -> some View {
    let string = value.plainString
    return traitWriting { $0.accessibility.value = string }
  }
  nonisolated public func accessibilityValue(_ value: Text, isEnabled: Bool) -> some View {
    let string = value.plainString
    return traitWriting { if isEnabled { $0.accessibility.value = string } }
  }
  nonisolated public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
  nonisolated public func accessibilityValue(_ value: LocalizedStringKey, isEnabled: Bool) -> some View {
    accessibilityValue(Text(value), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View {
    accessibilityValue(Text(value), isEnabled: isEnabled)
  }
  nonisolated public func accessibilityHint(_ value: Text) -> some View {
    let string = value.plainString
    return traitWriting { $0.accessibility.hint = string }
  }
  nonisolated public func accessibilityHint(_ value: Text, isEnabled: Bool) -> some View {
    let string = value.plainString
    return traitWriting { if isEnabled { $0.accessibility.hint = string } }
  }
  nonisolated public func accessibilityHint(_ value: LocalizedStringKey) -> some View { accessibilityHint(Text(value)) }
  nonisolated public func accessibilityHint(_ value: LocalizedStringKey, isEnabled: Bool) -> some View {
    accessibilityHint(Text(value), isEnabled: isEnabled)
  }
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ value: S) -> some View { accessibilityHint(Text(value)) }
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View {
    accessibilityHint(Text(value), isEnabled: isEnabled)
  }

  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View { self }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    traitWriting {
      $0.accessibility.addedTraits.formUnion(traits)
      $0.accessibility.removedTraits.subtract(traits)
    }
  }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    traitWriting {
      $0.accessibility.removedTraits.formUnion(traits)
      $0.accessibility.addedTraits.subtract(traits)
    }
  }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    traitWriting { $0.accessibility.sortPriority = sortPriority }
  }
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    traitWriting { $0.accessibility.heading = level }
  }
  nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
  nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
    self
  }
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
    self
  }
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
    -> some View
  {
    self
  }
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View { self }
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View { self }
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
  nonisolated public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { self }
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View { self }
  nonisolated public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey], isEnabled: Bool) -> some View { self }
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View {
    self
  }
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
  nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> some View
  { self }
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    self
  }
  nonisolated public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View { self }
  nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { self }
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
  nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
  nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?, importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V, importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }
  nonisolated public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: _AccessibilityCustomContentImportance = .default
  ) -> some View { self }

  // The forms before iOS 14.

  @available(*, deprecated, renamed: "accessibilityLabel(_:)")
  nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  @available(*, deprecated, renamed: "accessibilityValue(_:)")
  nonisolated public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  @available(*, deprecated, renamed: "accessibilityHint(_:)")
  nonisolated public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  @available(*, deprecated, renamed: "accessibilityHidden(_:)")
  nonisolated public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
  nonisolated public func accessibility(identifier: String) -> some View { self }
  @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }
  @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }
  @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
  nonisolated public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
  @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
  nonisolated public func accessibility(inputLabels: [Text]) -> some View { self }
}

/// The kind of text a view holds (console, file system, source code …).
public struct AccessibilityTextContentType: Sendable {
  let name: String
  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// What an accessibility action does.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  public init(named name: Text) { self.name = name.plainString }
  private init(kind: String) { name = kind }
  public static let `default` = AccessibilityActionKind(kind: "default")
  public static let escape = AccessibilityActionKind(kind: "escape")
  public static let magicTap = AccessibilityActionKind(kind: "magicTap")
  public static let delete = AccessibilityActionKind(kind: "delete")
  public static let showMenu = AccessibilityActionKind(kind: "showMenu")
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment, decrement
}

/// The label of a custom accessibility content row.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
  let label: String
  public init(_ label: Text, id: String) { self.label = id }
  public init(_ labelKey: LocalizedStringKey, id: String) { label = id }
  public init(_ labelKey: LocalizedStringKey) { label = labelKey.key }
}

/// How important custom accessibility content is (Accessibility's `AXCustomContent.Importance`).
public enum _AccessibilityCustomContentImportance: Sendable {
  case `default`, high
}
