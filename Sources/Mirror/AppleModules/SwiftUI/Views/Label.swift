import Foundation
import MirrorCore

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

  /// One accessibility element whose words are the title's: SwiftUI combines a label's
  /// children and leaves the icon unread (the icon speaks only where no title is drawn).
  public var body: some View {
    let icon = AnyView(icon.traitWriting { $0.accessibility.isLabelIcon = true })
    return (drawsDefaultStyle ? AnyLabelStyle.automatic : style).apply(title: AnyView(title), icon: icon)
      .traitWriting { $0.accessibilityChildren = .combine }
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
