import AppIntents
import Foundation
import MirrorCore

/// An on/off control that runs an App Intent when tapped (interactive widgets, iOS 17).
///
/// Drawn in its state, as the environment's toggle style says: the label with a switch at
/// the trailing edge (`automatic`, `switch`), or the label as a button, tinted when on
/// (`button`).
nonisolated public struct Toggle<Label: View>: View, BuiltInComposite {
  let isOn: Bool
  let label: Label
  /// The intent's type name; nil for a toggle bound to a value, which is no tap target in a widget.
  let intent: String?
  @Environment(\.toggleStyle) private var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn.wrappedValue
    self.label = label()
    self.intent = nil
  }

  public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
    self.intent = _typeName(type(of: intent), qualified: false)
  }

  public var body: some View {
    style.apply(to: AnyView(label), isOn: isOn).runsIntent(intent).traitWriting { [isOn] in
      $0.accessibility.control = .toggle(isOn: isOn)
    }
  }
}

extension View {
  /// This view as a toggle's label drawn in a built-in style, in its state.
  nonisolated func styledAsToggle(_ kind: ToggleStyleKind, isOn: Bool) -> AnyView {
    switch kind {
    case .button:
      AnyView(
        foregroundStyleUnlessSet(isOn ? AnyShapeStyle(Color.white) : AnyShapeStyle(TintShapeStyle()))
          .padding(.horizontal, 12).padding(.vertical, 7)
          .background(Capsule().fill(isOn ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TintShapeStyle().opacity(0.15)))))
    case .automatic, .switch:
      AnyView(
        HStack {
          self
          Spacer(minLength: 8)
          ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(Color(white: 0.47, opacity: 0.16)))
            Circle().fill(Color.white).frame(width: 27, height: 27).padding(2).shadow(
              color: Color.black.opacity(0.15), radius: 1, x: 0, y: 1)
          }
          .frame(width: 51, height: 31)
        })
    }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(title) }
  }
}
