import Foundation
import MirrorCore
import SnapshotTesting
import SwiftUI
import WidgetGalleryRender
import WidgetKit

extension Snapshotting where Value: View, Format == String {
  /// Snapshots a view as the SVG document the gallery draws for it.
  ///
  /// References are `.svg` files under `__Snapshots__`, the same bytes on every machine; a
  /// mismatch fails with the change in words (`Text "Today" colour changed from #FFFFFF to
  /// #FF3B30`), as `widget-gallery diff` says it.
  ///
  /// Views are main-actor isolated, as in the iOS 18 SDK: assert on the main thread, as an
  /// XCTest test method runs; asserting from another thread traps.
  ///
  /// ```swift
  /// assertSnapshot(of: CalendarView(entry: .sample), as: .svg(layout: .widget(.systemMedium), appearance: .dark))
  /// ```
  ///
  /// - Parameters:
  ///   - layout: `.widget(family)` for a widget's size, margins, background and corners;
  ///     `.fixed(width:height:)` for a plain container; `.sizeThatFits` for the view's ideal size.
  ///   - appearance: light, dark, tinted, privacy or vibrant.
  ///   - device: the screen class, which sets widget sizes and the display scale.
  ///   - dynamicTypeSize: the text size chosen in Settings (a widget sees no smaller than
  ///     `.large`, as on iOS).
  ///   - locale: the device's language (`de`, `ar`, Xcode's `"Right-to-Left Pseudolanguage"` or
  ///     `"Double-Length Pseudolanguage"`): the environment's `locale`, `calendar` and
  ///     `layoutDirection`. Foundation's current locale stays the test process's.
  public static func svg(
    layout: RenderLayout = .sizeThatFits, appearance: Appearance = .light, device: Device = .default,
    dynamicTypeSize: DynamicTypeSize = .large, locale: String? = nil
  ) -> Snapshotting {
    var renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    renderer.dynamicTypeSize = dynamicTypeSize
    renderer.locale = locale
    // `assertSnapshot` draws on the calling thread; views are main-actor isolated.
    return Snapshotting(pathExtension: "svg", diffing: .svg) { view in
      MainActor.assumingIsolated({ renderer.svg(of: $0) }, view)
    }
  }

  /// Snapshots a view as a widget of `family` draws it, in a condition: a text size, a device
  /// and a language (see `svg(layout:appearance:device:dynamicTypeSize:locale:)`).
  ///
  /// ```swift
  /// assertSnapshot(of: StepsView(), as: .svg(family: .systemSmall, dynamicTypeSize: .accessibility3, locale: "de"))
  /// ```
  public static func svg(
    family: WidgetFamily, appearance: Appearance = .light, device: Device = .default,
    dynamicTypeSize: DynamicTypeSize = .large, locale: String? = nil
  ) -> Snapshotting {
    svg(layout: .widget(family), appearance: appearance, device: device, dynamicTypeSize: dynamicTypeSize, locale: locale)
  }
}

extension Snapshotting where Value: Widget, Format == String {
  /// Snapshots a widget showing `entry` as the SVG document the gallery draws for it.
  ///
  /// The widget is drawn as the gallery draws a snapshot entry: with its own content-margin
  /// setting and container background, the entry's date moved to the gallery's reference date.
  ///
  /// ```swift
  /// assertSnapshot(of: CalendarWidget(), as: .svg(entry: .sample, layout: .widget(.systemSmall)))
  /// ```
  ///
  /// - Parameters:
  ///   - entry: an entry of the widget's own entry type.
  ///   - layout: `.widget(family)` for a widget's size, margins, background and corners;
  ///     `.fixed(width:height:)` for a plain container; `.sizeThatFits` for the view's ideal size.
  ///   - appearance: light, dark, tinted, privacy or vibrant.
  ///   - device: the screen class, which sets widget sizes and the display scale.
  ///   - dynamicTypeSize: the text size chosen in Settings (no smaller than `.large` in a widget).
  ///   - locale: the device's language, as for a view's strategy.
  public static func svg(
    entry: some TimelineEntry, layout: RenderLayout, appearance: Appearance = .light, device: Device = .default,
    dynamicTypeSize: DynamicTypeSize = .large, locale: String? = nil
  ) -> Snapshotting {
    var renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    renderer.dynamicTypeSize = dynamicTypeSize
    renderer.locale = locale
    return Snapshotting(pathExtension: "svg", diffing: .svg) { widget in
      MainActor.assumingIsolated({ renderer.svg(of: $0.widget, entry: $0.entry) }, (widget: widget, entry: entry))
    }
  }
}
