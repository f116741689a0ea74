import Foundation
import ViewDSL

/// A title with an icon, shown as the environment's label style says.
nonisolated public struct Label<Title: View, Icon: View>: View, BuiltInComposite {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    switch style.kind {
    case .titleOnly: AnyView(title)
    case .iconOnly: AnyView(icon)
    case .titleAndIcon, .automatic:
      AnyView(
        HStack(alignment: .firstTextBaseline, spacing: 4) {
          icon
          title
        })
    }
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

/// How a `Label` shows its title and icon.
public struct LabelStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, titleAndIcon, titleOnly, iconOnly }
  let kind: Kind
}

extension LabelStyle {
  public static let automatic = LabelStyle(kind: .automatic)
  public static let titleAndIcon = LabelStyle(kind: .titleAndIcon)
  public static let titleOnly = LabelStyle(kind: .titleOnly)
  public static let iconOnly = LabelStyle(kind: .iconOnly)
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyle.automatic }

extension EnvironmentValues {
  var labelStyle: LabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func labelStyle(_ style: LabelStyle) -> some View {
    environmentWriting { $0.labelStyle = style }
  }
}
