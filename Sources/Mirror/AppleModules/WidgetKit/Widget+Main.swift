import MirrorCore
import SwiftUI

extension Widget {
  /// Makes a program whose `@main` is this widget the `widget-gallery` command for it.
  ///
  /// Its app data comes from `--fixtures DIR` and named images from `--assets DIR`. The
  /// command line comes with the `WidgetGallery` product; a program that links WidgetKit
  /// alone says so and exits.
  public static func main() {
    GalleryCommandRequest { [GalleryCommandRequest.Listed(Self())] }.run()
  }
}

extension WidgetBundle {
  /// Makes a program whose `@main` is this bundle the `widget-gallery` command for its widgets.
  public static func main() {
    GalleryCommandRequest { Self().body.listedWidgets.map(GalleryCommandRequest.Listed.init) }.run()
  }
}

/// What a widget program's `main` hands the command line: its widgets, Live Activities and
/// controls, not yet evaluated.
///
/// Their code (the bundle's and each widget's `body`, with the providers' `init`) is the
/// extension's and may crash: the command line runs it where a crash is charged to the widget
/// (`CrashLedger`), not before it starts.
package final class GalleryCommandRequest {
  /// One widget of the program: its type, and its configuration made from its `body`.
  package struct Listed {
    package let type: Any.Type
    package let configuration: @MainActor () -> ErasedWidgetConfiguration

    @MainActor init(_ widget: any Widget) {
      type = widget.listedType
      configuration = { widget.ownConfiguration }
    }

    init(type: Any.Type, configuration: @escaping @MainActor () -> ErasedWidgetConfiguration) {
      self.type = type
      self.configuration = configuration
    }
  }

  /// Lists the program's widgets (the bundle's `body`).
  package let widgets: @MainActor () -> [Listed]

  package init(widgets: @escaping @MainActor () -> [Listed]) {
    self.widgets = widgets
  }

  /// Runs the command line (`GalleryCLI`'s `widget_gallery_command_main`), which never returns.
  func run() -> Never {
    if runGalleryCommand(Unmanaged.passRetained(self).toOpaque()) == 0 {
      FileHandle.standardError.write(
        Data(
          "error: this program links WidgetKit but not the gallery's command line; depend on the WidgetGallery product\n"
            .utf8))
      exit(70)
    }
    fatalError("the gallery's command line returned")
  }

  /// The request a pointer from `run()` carries, for the command line.
  package static func take(_ pointer: UnsafeMutableRawPointer) -> GalleryCommandRequest {
    Unmanaged<GalleryCommandRequest>.fromOpaque(pointer).takeRetainedValue()
  }
}

/// CShims' `widget_gallery_run_command`, called by its C name: WidgetKit links the C target
/// but does not import it, so packages that import WidgetKit need no module map of ours.
@_silgen_name("widget_gallery_run_command")
private func runGalleryCommand(_ request: UnsafeMutableRawPointer) -> Int32
