import Foundation
import MirrorCore

// The environment values SwiftUICore declares that a widget reads but the gallery has no
// setting for: each holds what a widget sees on an iPhone with default settings (no
// accessibility option on, a regular size class pair of compact width and regular height,
// enabled controls), and may be set with `.environment(_:_:)` for the views inside.

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
  /// Opens a URL; in a widget, the system's own action (nothing happens in the gallery).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// One pixel in points at the display scale.
  public var pixelLength: CGFloat { 1 / (displayScale > 0 ? displayScale : 3) }

  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The Dynamic Type size under its older name.
  @available(*, deprecated, renamed: "dynamicTypeSize")
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }

  /// Bold Text: off.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  public var accessibilityReduceMotion: Bool { false }
  public var accessibilityReduceTransparency: Bool { false }
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  public var accessibilityInvertColors: Bool { false }
  public var accessibilityShowButtonShapes: Bool { false }
  public var accessibilityDimFlashingLights: Bool { false }
  public var accessibilityPlayAnimatedImages: Bool { true }

  /// The style `backgroundStyle(_:)` set; nil for the system background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  public var backgroundProminence: BackgroundProminence {
    get { self[BackgroundProminenceKey.self] }
    set { self[BackgroundProminenceKey.self] = newValue }
  }
}

/// Opens a URL (`@Environment(\.openURL) var openURL; openURL(url)`). A widget opens URLs
/// through links, so calling it in the gallery does nothing beyond the handler.
public struct OpenURLAction: Sendable {
  private let handler: @Sendable (URL) -> Result

  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url).kind != Result.discarded.kind)
  }

  /// What a handler did with the URL.
  public struct Result: Sendable {
    let kind: Int
    public static let handled = Result(kind: 0)
    public static let discarded = Result(kind: 1)
    public static let systemAction = Result(kind: 2)
    public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(kind: 2) }
  }
}

/// Compact or regular, for width and height.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Regular or bold text (Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// The size of controls.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The prominence of section headers.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// The prominence of the background under a view.
public struct BackgroundProminence: Hashable, Sendable {
  let increased: Bool
  public static let standard = BackgroundProminence(increased: false)
  public static let increased = BackgroundProminence(increased: true)
}

/// The Dynamic Type sizes under their older names.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }

  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }
}

extension ContentSizeCategory: Comparable {
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension View {
  /// Sets `controlSize` for the controls inside.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Sets `headerProminence` for the sections inside.
  nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }

  /// Sets `backgroundStyle` for the views inside.
  nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }

  /// Turns the controls inside off or on (`isEnabled`).
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    environmentWriting { if disabled { $0.isEnabled = false } }
  }
}
