import Foundation
import MirrorCore
import SwiftUICore

/// A style that draws a group box's label and content (`makeBody(configuration:)`).
public protocol GroupBoxStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` draws: the box's label and content.
public struct GroupBoxStyleConfiguration {
  /// The box's label.
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  /// The box's content.
  nonisolated public struct Content: View {
    let view: AnyView
    public var body: Never { primitiveBody() }
  }

  public let label: Label
  public let content: Content
}

extension GroupBoxStyleConfiguration.Label: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

extension GroupBoxStyleConfiguration.Content: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

/// The platform's default: the label in the headline font above the content, on the
/// secondary system background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.styledAsGroupBox(content: AnyView(configuration.content))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The environment's group box style: the default, or a custom style's body.
struct AnyGroupBoxStyle: @unchecked Sendable {
  // Sendable: a value set once into the environment and only read; a custom style's body is main-actor isolated and
  // called only on the main actor.
  private let custom: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)?

  static let automatic = AnyGroupBoxStyle(custom: nil)

  private init(custom: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)?) { self.custom = custom }

  init<S: GroupBoxStyle>(_ style: S) {
    if style is DefaultGroupBoxStyle {
      self.init(custom: nil)
    } else {
      let style = UncheckedStyle(style)
      self.init { AnyView(style.value.makeBody(configuration: $0)) }
    }
  }

  /// `label` and `content` drawn in this style.
  nonisolated func apply(label: AnyView, content: AnyView) -> AnyView {
    guard let custom else { return AnyView(label.styledAsGroupBox(content: content)) }
    let configuration = UncheckedStyle(GroupBoxStyleConfiguration(label: .init(view: label), content: .init(view: content)))
    return AnyView(StyleBody { custom(configuration.value) })
  }
}

private struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = AnyGroupBoxStyle.automatic }

extension EnvironmentValues {
  var groupBoxStyle: AnyGroupBoxStyle {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the group boxes inside in the default or a custom style.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    let style = UncheckedStyle(style)
    return environmentWriting { $0.groupBoxStyle = AnyGroupBoxStyle(style.value) }
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box of a style's configuration, as a custom style makes one: drawn in the
  /// default style.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    drawsDefaultStyle = true
  }
}
