import AppIntents
import Foundation
import MirrorCore

/// A control that runs an App Intent when tapped (interactive widgets, iOS 17).
///
/// The gallery draws its label in the environment's button style; a widget button with an
/// `action:` closure compiles but, as in WidgetKit, does nothing.
nonisolated public struct Button<Label: View>: View, BuiltInComposite {
  let label: Label
  /// The intent's type name; nil for an `action:` button, which is no tap target in a widget.
  let intent: String?
  @Environment(\.buttonStyle) private var style

  public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.intent = _typeName(type(of: intent), qualified: false)
  }

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.intent = nil
  }

  public var body: some View {
    style.apply(to: AnyView(label)).runsIntent(intent).traitWriting { $0.accessibility.control = .button }
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    self.init(intent: intent) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
    self.init(intent: intent) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension View {
  /// This view as the label of a button (or link) drawn in a built-in style: tinted text
  /// (`automatic`, `borderless`), as is (`plain`), or on a capsule (`bordered`,
  /// `borderedProminent`).
  nonisolated func styledAsButton(_ kind: ButtonStyleKind) -> AnyView {
    switch kind {
    case .plain:
      AnyView(self)
    case .automatic, .borderless:
      AnyView(foregroundStyleUnlessSet(TintShapeStyle()))
    case .bordered:
      AnyView(
        foregroundStyleUnlessSet(TintShapeStyle())
          .padding(.horizontal, 12).padding(.vertical, 7)
          .background(Capsule().fill(TintShapeStyle().opacity(0.15))))
    case .borderedProminent:
      AnyView(
        foregroundStyleUnlessSet(Color.white)
          .padding(.horizontal, 12).padding(.vertical, 7)
          .background(Capsule().fill(TintShapeStyle())))
    }
  }

  /// Marks this view as the tap target of an interactive control that runs `intent`.
  nonisolated func runsIntent(_ intent: String?) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      let nodes = resolveContent(context)
      guard let intent else { return nodes }
      return nodes.map { $0.wrapped(in: .intent(intent), viewType: "Intent", environment: context.environment) }
    }
  }

  /// A foreground style for content that has none from its ancestors, as controls tint
  /// their labels unless the widget chose a colour.
  nonisolated func foregroundStyleUnlessSet<S: ShapeStyle>(_ style: S) -> some View {
    environmentWriting { environment in
      if environment.foregroundStyles.isEmpty { environment.foregroundStyles = [AnyShapeStyle(style)] }
    }
  }
}
