import GalleryCLI
import GalleryRunner
import ViewDSL

extension Widget {
  /// Makes a program whose `@main` is this widget the `widget-gallery` command for it.
  ///
  /// Its app data comes from `--fixtures DIR` and named images from `--assets DIR`.
  public static func main() {
    let configuration = Self().ownConfiguration
    if let undrawn = configuration.undrawn { GalleryCommand.main(widgets: [], notDrawn: [undrawn]) }
    GalleryCommand.main(widgets: [GalleryWidget(configuration: configuration)])
  }
}

extension WidgetBundle {
  /// Makes a program whose `@main` is this bundle the `widget-gallery` command for its widgets.
  public static func main() {
    let bundle = Self()
    GalleryCommand.main(
      widgets: bundle.erasedConfigurations.map { GalleryWidget(configuration: $0) }, notDrawn: bundle.undrawnWidgets)
  }
}
