import Foundation
import MirrorCore
import SwiftUICore

/// A style that draws a toggle in its state (`makeBody(configuration:)`).
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws: the toggle's label and state.
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  public let label: Label
  /// Whether the toggle is on; setting it in a widget changes nothing drawn.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ.
  public var isMixed = false

  init(label: Label, isOn: Bool) {
    self.label = label
    _isOn = .constant(isOn)
  }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

/// The built-in toggle styles.
enum ToggleStyleKind: Hashable, Sendable { case automatic, `switch`, button }

/// A built-in style, drawn by the gallery itself.
protocol BuiltInToggleStyle: ToggleStyle {
  var kind: ToggleStyleKind { get }
}

extension BuiltInToggleStyle {
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.styledAsToggle(kind, isOn: configuration.isOn)
  }
}

/// The platform's default: a switch.
public struct DefaultToggleStyle: BuiltInToggleStyle {
  public init() {}
  var kind: ToggleStyleKind { .automatic }
}

/// The label with a switch at its trailing edge.
public struct SwitchToggleStyle: BuiltInToggleStyle {
  public init() {}
  public init(tint: Color) {}
  var kind: ToggleStyleKind { .switch }
}

/// The label as a button, filled with the tint when on.
public struct ButtonToggleStyle: BuiltInToggleStyle {
  public init() {}
  var kind: ToggleStyleKind { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The environment's toggle style: a built-in one, or a custom style's body.
struct AnyToggleStyle: @unchecked Sendable {
  // Sendable: a value set once into the environment and only read; a custom style's body is main-actor isolated and
  // called only on the main actor.
  private let kind: ToggleStyleKind
  private let custom: (@MainActor (ToggleStyleConfiguration) -> AnyView)?

  static let automatic = AnyToggleStyle(kind: .automatic, custom: nil)

  private init(kind: ToggleStyleKind, custom: (@MainActor (ToggleStyleConfiguration) -> AnyView)?) {
    self.kind = kind
    self.custom = custom
  }

  init<S: ToggleStyle>(_ style: S) {
    if let builtIn = style as? any BuiltInToggleStyle {
      self.init(kind: builtIn.kind, custom: nil)
    } else {
      let style = UncheckedStyle(style)
      self.init(kind: .automatic) { AnyView(style.value.makeBody(configuration: $0)) }
    }
  }

  /// `label` drawn in this style, on or off.
  nonisolated func apply(to label: AnyView, isOn: Bool) -> AnyView {
    guard let custom else { return label.styledAsToggle(kind, isOn: isOn) }
    let configuration = UncheckedStyle(ToggleStyleConfiguration(label: .init(view: label), isOn: isOn))
    return AnyView(StyleBody { custom(configuration.value) })
  }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyToggleStyle.automatic }

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the toggles inside in a built-in or custom style.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let style = UncheckedStyle(style)
    return environmentWriting { $0.toggleStyle = AnyToggleStyle(style.value) }
  }
}
