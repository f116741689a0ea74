import GalleryRunner
import WidgetKit

/// The command line for a widget program: WidgetKit's `Widget.main()` and `WidgetBundle.main()`
/// call it through a weak reference (CGalleryEntry), so WidgetKit links without this module
/// and a program that links it (the `WidgetGallery` product) gets the `widget-gallery` command.
@_cdecl("widget_gallery_command_main")
package func widgetGalleryCommandMain(_ request: UnsafeMutableRawPointer) -> Never {
  let request = GalleryCommandRequest.take(request)
  GalleryCommand.main(
    widgets: request.configurations.map { GalleryWidget(configuration: $0) })
}
