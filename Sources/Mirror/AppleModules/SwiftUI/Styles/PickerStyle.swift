import Foundation
import MirrorCore

/// How a `Picker` shows its options. The gallery does not draw pickers, so a style changes
/// nothing drawn.
public protocol PickerStyle {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

/// A picker that shows its options in a menu.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

/// A picker that shows its options as a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

/// A picker that shows its options as a scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}

/// A picker that shows its options inline with other views.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

/// A picker that shows its options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle {
  public init() {}
}

/// A picker that shows its options in a pushed list.
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// Sets the style of the pickers in this view (not drawn in the gallery).
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    self
  }
}
