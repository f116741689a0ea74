import SwiftUI
import ViewDSL

extension Widget {
  /// Makes a program whose `@main` is this widget the `widget-gallery` command for it.
  ///
  /// Its app data comes from `--fixtures DIR` and named images from `--assets DIR`. The
  /// command line comes with the `WidgetGallery` product; a program that links WidgetKit
  /// alone says so and exits.
  public static func main() {
    GalleryCommandRequest(configurations: [Self().ownConfiguration]).run()
  }
}

extension WidgetBundle {
  /// Makes a program whose `@main` is this bundle the `widget-gallery` command for its widgets.
  public static func main() {
    let bundle = Self()
    GalleryCommandRequest(configurations: bundle.erasedConfigurations).run()
  }
}

/// What a widget program's `main` hands the command line: its widgets, Live Activities and
/// controls.
package final class GalleryCommandRequest {
  package let configurations: [ErasedWidgetConfiguration]

  package init(configurations: [ErasedWidgetConfiguration]) {
    self.configurations = configurations
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

/// CGalleryEntry's `widget_gallery_run_command`, called by its C name: WidgetKit links the C target
/// but does not import it, so packages that import WidgetKit need no module map of ours.
@_silgen_name("widget_gallery_run_command")
private func runGalleryCommand(_ request: UnsafeMutableRawPointer) -> Int32
