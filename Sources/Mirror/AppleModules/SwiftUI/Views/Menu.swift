import Foundation
import MirrorCore

/// A control that shows a menu of actions when tapped. A widget cannot open a menu, so the
/// gallery draws its label as iOS draws a menu's button: in the environment's button style.
nonisolated public struct Menu<Label: View, Content: View>: View, BuiltInComposite {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A menu whose label also runs `primaryAction` when tapped (the menu opens on a long press).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.init(content: content, label: label)
  }

  public var body: some View {
    Button(action: {}, label: { label })
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}
