import Foundation
import MirrorCore

/// A box that groups views with an optional label, drawn in iOS's default group box style:
/// the label in the headline font above the content, 16 points of padding, on the secondary
/// system background in a rounded rectangle of radius 8.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.groupBoxStyle) private var style
  /// Set for a box a style makes of its configuration, which is drawn in the default style
  /// (not the style that made it again).
  var drawsDefaultStyle = false

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A box with a label view before its content (the form before iOS 14).
  @available(*, deprecated, renamed: "init(content:label:)")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = label
  }

  public var body: some View {
    (drawsDefaultStyle ? AnyGroupBoxStyle.automatic : style).apply(label: AnyView(label), content: AnyView(content))
  }
}

extension View {
  /// This label and content in the default group box style.
  nonisolated func styledAsGroupBox(content: AnyView) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(Color(provider: .background(level: 1)), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
