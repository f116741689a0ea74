import Foundation
import MirrorCore
import SnapshotTesting
import SwiftUI
import WidgetGalleryRender
import WidgetKit

extension Snapshotting where Value: View, Format == Data {
  /// Snapshots a view as a PNG: the gallery's SVG drawn by librsvg at the device's display scale.
  ///
  /// For places that want a raster; the SVG strategy is smaller and says what changed. A
  /// 338×158-point medium widget on a 3× device is a 1014×474-pixel image. The bytes are the
  /// same on every machine with the same librsvg and cairo. A mismatch fails with the number
  /// of pixels that differ; the reference and the new image are attached.
  ///
  /// - Parameters: as for `svg(layout:appearance:device:)`.
  public static func png(layout: RenderLayout = .sizeThatFits, appearance: Appearance = .light, device: Device = .default)
    -> Snapshotting
  {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "png", diffing: .png) { view in
      Rasterizer.png(MainActor.assumingIsolated({ renderer.svg(of: $0) }, view), scale: device.displayScale)
    }
  }
}

extension Snapshotting where Value: Widget, Format == Data {
  /// Snapshots a widget showing `entry` as a PNG at the device's display scale.
  ///
  /// - Parameters: as for `svg(entry:layout:appearance:device:)`.
  public static func png(
    entry: some TimelineEntry, layout: RenderLayout, appearance: Appearance = .light, device: Device = .default
  ) -> Snapshotting {
    let renderer = WidgetRenderer(layout: layout, appearance: appearance, device: device)
    return Snapshotting(pathExtension: "png", diffing: .png) { widget in
      Rasterizer.png(
        MainActor.assumingIsolated({ renderer.svg(of: $0.widget, entry: $0.entry) }, (widget: widget, entry: entry)),
        scale: device.displayScale)
    }
  }
}
