import Foundation
import MirrorCore
import SwiftUICore

/// A style that draws a button's label as it is pressed or not (`makeBody(configuration:)`).
/// A widget's buttons are drawn at rest: `isPressed` is false.
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// A style that draws a whole button, built-in (`.plain`, `.bordered` …) or custom.
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `ButtonStyle` draws: the button's label, its role, whether it is pressed.
public struct ButtonStyleConfiguration {
  /// The button's label.
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  public let role: ButtonRole?
  public let label: Label
  public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` draws: the button's label and role; `trigger()` would run
/// its action, which a widget never does.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  public let role: ButtonRole?
  public let label: Label

  public func trigger() {}
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

/// What a button does: destroy something, or cancel.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// The built-in button styles.
enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }

/// A built-in style, drawn by the gallery itself.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
  var kind: ButtonStyleKind { get }
}

extension BuiltInButtonStyle {
  public func makeBody(configuration: Configuration) -> some View { configuration.label.styledAsButton(kind) }
}

/// The platform's default: tinted text.
public struct DefaultButtonStyle: BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .automatic }
}

/// The label as it is.
public struct PlainButtonStyle: BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .plain }
}

/// Tinted text, without a border.
public struct BorderlessButtonStyle: BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .borderless }
}

/// The label on a tinted capsule.
public struct BorderedButtonStyle: BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .bordered }
}

/// White text on a capsule filled with the tint.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
  public init() {}
  var kind: ButtonStyleKind { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The environment's button style: a built-in one, or a custom style's body.
struct AnyButtonStyle: @unchecked Sendable {
  // Sendable: a value set once into the environment and only read; a custom style's body is main-actor isolated and
  // called only on the main actor.
  private let kind: ButtonStyleKind
  private let custom: (@MainActor (AnyView) -> AnyView)?

  static let automatic = AnyButtonStyle(kind: .automatic, custom: nil)

  private init(kind: ButtonStyleKind, custom: (@MainActor (AnyView) -> AnyView)?) {
    self.kind = kind
    self.custom = custom
  }

  init<S: PrimitiveButtonStyle>(_ style: S) {
    if let builtIn = style as? any BuiltInButtonStyle {
      self.init(kind: builtIn.kind, custom: nil)
    } else {
      let style = UncheckedStyle(style)
      self.init(kind: .automatic) { label in
        AnyView(style.value.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: nil, label: .init(view: label))))
      }
    }
  }

  init<S: ButtonStyle>(_ style: S) {
    let style = UncheckedStyle(style)
    self.init(kind: .automatic) { label in
      AnyView(
        style.value.makeBody(configuration: ButtonStyleConfiguration(role: nil, label: .init(view: label), isPressed: false)))
    }
  }

  /// `label` drawn in this style.
  nonisolated func apply(to label: AnyView) -> AnyView {
    guard let custom else { return label.styledAsButton(kind) }
    let label = UncheckedStyle(label)
    return AnyView(StyleBody { custom(label.value) })
  }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle.automatic }

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons and links inside in a built-in or custom primitive style.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let style = UncheckedStyle(style)
    return environmentWriting { $0.buttonStyle = AnyButtonStyle(style.value) }
  }

  /// Draws the buttons and links inside with a custom style's body.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let style = UncheckedStyle(style)
    return environmentWriting { $0.buttonStyle = AnyButtonStyle(style.value) }
  }
}

/// A custom style's body, made when the view is resolved, on the main actor, as style bodies
/// are main-actor isolated.
nonisolated struct StyleBody: View, PrimitiveView, @unchecked Sendable {
  // Sendable: its closure is main-actor isolated: made and called on the main actor, while the view is resolved.
  let make: @MainActor () -> AnyView

  var body: Never { primitiveBody() }

  @MainActor func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(make()) }
}

/// A style value kept in the environment; styles are values the body only reads.
struct UncheckedStyle<Style>: @unchecked Sendable {
  // Sendable: a style value set once into the environment and only read by the bodies that draw with it.
  let value: Style
  init(_ value: Style) { self.value = value }
}
