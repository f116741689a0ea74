import ActivityKit
import Foundation
import MirrorCore
import SnapshotTesting
import SwiftUI
import WidgetGalleryRender
import WidgetKit

extension Snapshotting where Value: Widget, Format == String {
  /// Snapshots a Live Activity (a widget whose body is an `ActivityConfiguration`) showing
  /// `state` with `attributes`, as the SVG document the gallery draws for one presentation.
  ///
  /// ```swift
  /// assertSnapshot(
  ///   of: DeliveryLiveActivity(),
  ///   as: .svg(attributes: .preview, state: .onTheWay, layout: .dynamicIsland(.expanded)))
  /// ```
  ///
  /// - Parameters:
  ///   - attributes: the activity's attributes, as `context.attributes` reads them.
  ///   - state: the content state shown, as `context.state` reads it.
  ///   - layout: `.liveActivity(.lockScreen)` or `.liveActivity(.small)`, or
  ///     `.dynamicIsland(.compact / .minimal / .minimalTrailing / .expanded)` (on a device
  ///     with the Dynamic Island).
  ///   - appearance: light, dark or stale (`isStale` true, in light); the island is always dark.
  ///   - device: the screen class, which sets the presentation's size and the display scale.
  public static func svg<Attributes: ActivityAttributes>(
    attributes: Attributes, state: Attributes.ContentState, layout: RenderLayout, appearance: Appearance = .light,
    device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "svg", diffing: .svg) { widget in
      MainActor.assumingIsolated(
        { renderer.svg(of: $0.widget, attributes: $0.attributes, state: $0.state) },
        (widget: widget, attributes: attributes, state: state))
    }
  }
}

extension Snapshotting where Value: Widget, Format == Data {
  /// Snapshots a Live Activity as a PNG at the device's display scale.
  ///
  /// - Parameters: as for `svg(attributes:state:layout:appearance:device:)`.
  public static func png<Attributes: ActivityAttributes>(
    attributes: Attributes, state: Attributes.ContentState, layout: RenderLayout, appearance: Appearance = .light,
    device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "png", diffing: .png) { widget in
      Rasterizer.png(
        MainActor.assumingIsolated(
          { renderer.svg(of: $0.widget, attributes: $0.attributes, state: $0.state) },
          (widget: widget, attributes: attributes, state: state)),
        scale: device.displayScale)
    }
  }
}

extension Snapshotting where Value: ControlWidget, Format == String {
  /// Snapshots a control as the SVG document the gallery draws for one presentation, with its
  /// value provider's `previewValue` (or its intent's defaults).
  ///
  /// ```swift
  /// assertSnapshot(of: LightControl(), as: .svg(layout: .control(.controlCenter(.medium)), isOn: true))
  /// ```
  ///
  /// - Parameters:
  ///   - layout: `.control(.controlCenter(.small / .medium / .large))`, `.control(.lockScreen)`
  ///     or `.control(.actionButton)`.
  ///   - isOn: a toggle's state; nil: as its value says.
  ///   - device: the screen class, which sets the presentation's size and the display scale.
  public static func svg(layout: RenderLayout, isOn: Bool? = nil, device: Device = .default) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: .dark, device: device)
    return Snapshotting(pathExtension: "svg", diffing: .svg) { control in
      MainActor.assumingIsolated({ renderer.svg(of: $0, isOn: isOn) }, control)
    }
  }
}

extension Snapshotting where Value: ControlWidget, Format == Data {
  /// Snapshots a control as a PNG at the device's display scale.
  ///
  /// - Parameters: as for `svg(layout:isOn:device:)`.
  public static func png(layout: RenderLayout, isOn: Bool? = nil, device: Device = .default) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: .dark, device: device)
    return Snapshotting(pathExtension: "png", diffing: .png) { control in
      Rasterizer.png(MainActor.assumingIsolated({ renderer.svg(of: $0, isOn: isOn) }, control), scale: device.displayScale)
    }
  }
}
