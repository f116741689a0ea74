import Foundation
import LayoutEngine
import MirrorCore
import SVGWriter
import SnapshotTesting
import SwiftUI
import WidgetGalleryRender
import WidgetKit

extension Snapshotting where Value: View, Format == String {
  /// Snapshots what VoiceOver reads of a view: its accessibility elements in order, as text.
  ///
  /// References are `.txt` files in the shape ios-accessibility-text-snapshot writes (one
  /// `* Element N` line, then `| -value`, `-label`, `-hint`, `-traits` and what VoiceOver
  /// says); a mismatch fails in words ("Element 1: label changed from “Steps” to “Stairs”").
  ///
  /// ```swift
  /// assertSnapshot(of: StepsView(entry: .sample), as: .accessibility(layout: .widget(.systemSmall)))
  /// ```
  ///
  /// - Parameters: as for `svg(layout:appearance:device:)`.
  public static func accessibility(
    layout: RenderLayout = .sizeThatFits, appearance: Appearance = .light, device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "txt", diffing: .accessibilityDescription) { view in
      MainActor.assumingIsolated(
        { AccessibilityDescription.text(of: renderer.rendering(of: $0).widget.accessibilityElements) }, view)
    }
  }

  /// Snapshots a view as AccessibilitySnapshot pictures it: the gallery's drawing with a
  /// numbered, coloured box over each element VoiceOver visits and a legend reading each one.
  ///
  /// References are `.svg` files (see `AccessibilityOverlay`); a mismatch says which element
  /// reads what instead of what. `accessibilityImagePNG` draws the same picture as a PNG.
  ///
  /// - Parameters: as for `svg(layout:appearance:device:)`.
  public static func accessibilityImage(
    layout: RenderLayout = .sizeThatFits, appearance: Appearance = .light, device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "svg", diffing: .accessibilityOverlay) { view in
      MainActor.assumingIsolated({ renderer.rendering(of: $0).accessibilityOverlay }, view)
    }
  }
}

extension Snapshotting where Value: View, Format == Data {
  /// Snapshots a view's accessibility overlay (see `accessibilityImage`) as a PNG at the
  /// device's display scale.
  ///
  /// - Parameters: as for `svg(layout:appearance:device:)`.
  public static func accessibilityImagePNG(
    layout: RenderLayout = .sizeThatFits, appearance: Appearance = .light, device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "png", diffing: .png) { view in
      Rasterizer.png(
        MainActor.assumingIsolated({ renderer.rendering(of: $0).accessibilityOverlay }, view), scale: device.displayScale)
    }
  }
}

extension Snapshotting where Value: Widget, Format == String {
  /// Snapshots what VoiceOver reads of a widget showing `entry` (see `accessibility(layout:appearance:device:)`).
  public static func accessibility(
    entry: some TimelineEntry, layout: RenderLayout, appearance: Appearance = .light, device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "txt", diffing: .accessibilityDescription) { widget in
      MainActor.assumingIsolated(
        { AccessibilityDescription.text(of: renderer.rendering(of: $0.widget, entry: $0.entry).widget.accessibilityElements) },
        (widget: widget, entry: entry))
    }
  }

  /// Snapshots a widget showing `entry` as its accessibility overlay (see
  /// `accessibilityImage(layout:appearance:device:)`).
  public static func accessibilityImage(
    entry: some TimelineEntry, layout: RenderLayout, appearance: Appearance = .light, device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "svg", diffing: .accessibilityOverlay) { widget in
      MainActor.assumingIsolated(
        { renderer.rendering(of: $0.widget, entry: $0.entry).accessibilityOverlay }, (widget: widget, entry: entry))
    }
  }
}

extension WidgetRenderer.Rendering {
  /// The accessibility overlay over this rendering's document.
  var accessibilityOverlay: String {
    AccessibilityOverlay(elements: widget.accessibilityElements, size: widget.size).document(over: svg)
  }
}
