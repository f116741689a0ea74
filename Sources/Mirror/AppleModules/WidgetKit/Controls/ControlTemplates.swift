import AppIntents
import Foundation
import MirrorCore
import SwiftUI

/// A control that runs an intent when tapped.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>: ControlWidgetTemplate,
  ErasableControlTemplate
{
  package let erasedTemplate: ErasedControlTemplate

  public init(
    action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    erasedTemplate = ErasedControlTemplate(
      kind: .button, label: AnyView(label()), valueLabel: nil, isOn: false, tint: nil, intent: String(describing: Action.self))
  }
}

extension ControlWidgetButton where ActionLabel == ControlWidgetButtonDefaultActionLabel {
  public init(action: Action, @ViewBuilder label: @escaping () -> Label) {
    self.init(action: action, label: label) { _ in ControlWidgetButtonDefaultActionLabel() }
  }
}

extension ControlWidgetButton where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
    self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
  }

  @_disfavoredOverload
  public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
    let title = String(title)
    self.init(action: action, label: { Text(title) }, actionLabel: actionLabel)
  }
}

/// A control that switches a value on and off with a `SetValueIntent`; the gallery draws it
/// on and off.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate,
  ErasableControlTemplate
where Action.ValueType == Bool {
  package let erasedTemplate: ErasedControlTemplate

  public init(
    isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    erasedTemplate = ErasedControlTemplate(
      kind: .toggle, label: AnyView(label()),
      valueLabel: ValueLabel.self == ControlWidgetToggleDefaultLabel.self ? nil : { AnyView(valueLabel($0)) }, isOn: isOn,
      tint: nil, intent: String(describing: Action.self))
  }
}

extension ControlWidgetToggle where ValueLabel == ControlWidgetToggleDefaultLabel {
  public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) {
    self.init(isOn: isOn, action: action, label: label) { _ in ControlWidgetToggleDefaultLabel() }
  }
}

extension ControlWidgetToggle where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
  }

  @_disfavoredOverload
  public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
    let title = String(title)
    self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
  }
}

/// The system's label for a button while its action runs.
public struct ControlWidgetButtonDefaultActionLabel: View {
  public var body: some View { EmptyView() }
}

/// The system's value label of a toggle (its title's state).
public struct ControlWidgetToggleDefaultLabel: View {
  public var body: some View { EmptyView() }
}

/// A template after a modifier such as `tint(_:)`.
struct ModifiedControlTemplate: ErasableControlTemplate {
  let erasedTemplate: ErasedControlTemplate
}

extension ControlWidgetTemplate {
  private func changing(_ update: (inout ErasedControlTemplate) -> Void) -> ModifiedControlTemplate {
    var template = galleryTemplate
    update(&template)
    return ModifiedControlTemplate(erasedTemplate: template)
  }

  /// The colour of the control's symbol when it is on (a toggle) or of its symbol (a button).
  public func tint(_ tint: Color?) -> some ControlWidgetTemplate { changing { $0.tint = tint } }

  public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate { changing { $0.isDisabled = disabled } }

  public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate { changing { _ in } }
}

extension View {
  /// What the Action button says it will do (e.g. "Turn On").
  nonisolated public func controlWidgetActionHint(_ hint: Text) -> some View {
    let string = hint.plainString
    return ModifiedView(content: self) { context, resolveContent in
      if context.widget.controlActionHint == nil { context.widget.controlActionHint = string }
      return resolveContent(context)
    }
  }

  nonisolated public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View {
    controlWidgetActionHint(Text(hint))
  }

  @_disfavoredOverload
  nonisolated public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View {
    controlWidgetActionHint(Text(hint))
  }

  /// A status the control shows while it changes (e.g. "Locking…"), drawn as its value.
  nonisolated public func controlWidgetStatus(_ status: Text) -> some View {
    let string = status.plainString
    return ModifiedView(content: self) { context, resolveContent in
      if context.widget.controlStatus == nil { context.widget.controlStatus = string }
      return resolveContent(context)
    }
  }

  nonisolated public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View {
    controlWidgetStatus(Text(status))
  }

  @_disfavoredOverload
  nonisolated public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View {
    controlWidgetStatus(Text(status))
  }
}
