import Foundation
import MirrorCore
import SwiftUICore

/// A style that arranges a label's title and icon (`makeBody(configuration:)`).
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws: the label's title and icon.
public struct LabelStyleConfiguration {
  /// The label's title.
  nonisolated public struct Title: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  /// The label's icon.
  nonisolated public struct Icon: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  public let title: Title
  public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

/// The built-in label styles.
enum LabelStyleKind: Hashable, Sendable { case automatic, titleAndIcon, titleOnly, iconOnly }

/// A built-in style, drawn by the gallery itself.
protocol BuiltInLabelStyle: LabelStyle {
  var kind: LabelStyleKind { get }
}

extension BuiltInLabelStyle {
  public func makeBody(configuration: Configuration) -> some View {
    AnyLabelStyle.builtIn(kind, title: AnyView(configuration.title), icon: AnyView(configuration.icon))
  }
}

/// The platform's default: the icon before the title.
public struct DefaultLabelStyle: BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .automatic }
}

/// The icon before the title.
public struct TitleAndIconLabelStyle: BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .titleAndIcon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .titleOnly }
}

/// The icon alone.
public struct IconOnlyLabelStyle: BuiltInLabelStyle {
  public init() {}
  var kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The environment's label style: a built-in one, or a custom style's body.
struct AnyLabelStyle: @unchecked Sendable {
  // Sendable: a value set once into the environment and only read; a custom style's body is main-actor isolated and
  // called only on the main actor.
  private let kind: LabelStyleKind
  private let custom: (@MainActor (LabelStyleConfiguration) -> AnyView)?

  static let automatic = AnyLabelStyle(kind: .automatic, custom: nil)

  private init(kind: LabelStyleKind, custom: (@MainActor (LabelStyleConfiguration) -> AnyView)?) {
    self.kind = kind
    self.custom = custom
  }

  init<S: LabelStyle>(_ style: S) {
    if let builtIn = style as? any BuiltInLabelStyle {
      self.init(kind: builtIn.kind, custom: nil)
    } else {
      let style = UncheckedStyle(style)
      self.init(kind: .automatic) { AnyView(style.value.makeBody(configuration: $0)) }
    }
  }

  /// A title and icon in a built-in style.
  nonisolated static func builtIn(_ kind: LabelStyleKind, title: AnyView, icon: AnyView) -> AnyView {
    switch kind {
    case .titleOnly: title
    case .iconOnly: icon
    case .titleAndIcon, .automatic:
      AnyView(
        HStack(alignment: .firstTextBaseline, spacing: iconToTitleSpacing) {
          icon
          title
        })
    }
  }

  /// The gap iOS's default style leaves between a label's icon and its title, at every text size.
  ///
  /// Apple publishes no value. This is an estimate from iOS renders: with a 4 pt gap our titles
  /// started 3.3 pt early after the icon in a capsule button and 3.2 pt early in
  /// `accessoryInline`, two different text sizes, so the gap is taken as constant (Apple's own
  /// feedback FB15505620 notes the same spacing stays large at small sizes).
  static let iconToTitleSpacing: CGFloat = 7.25

  /// `title` and `icon` drawn in this style.
  nonisolated func apply(title: AnyView, icon: AnyView) -> AnyView {
    guard let custom else { return Self.builtIn(kind, title: title, icon: icon) }
    let configuration = UncheckedStyle(LabelStyleConfiguration(title: .init(view: title), icon: .init(view: icon)))
    return AnyView(StyleBody { custom(configuration.value) })
  }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyLabelStyle.automatic }

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels inside in a built-in or custom style.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let style = UncheckedStyle(style)
    return environmentWriting { $0.labelStyle = AnyLabelStyle(style.value) }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label of a style's configuration, as a custom style makes one.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
    drawsDefaultStyle = true
  }
}
