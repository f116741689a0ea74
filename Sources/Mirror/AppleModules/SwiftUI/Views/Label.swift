import Foundation
import ViewDSL

/// A title with an icon, shown as the environment's label style says.
nonisolated public struct Label<Title: View, Icon: View>: View, BuiltInComposite {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style
  /// Set for a label a style makes of its configuration, which is drawn in the default style.
  var drawsDefaultStyle = false

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    (drawsDefaultStyle ? AnyLabelStyle.automatic : style).apply(title: AnyView(title), icon: AnyView(icon))
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
