import GalleryCLI
import GalleryRunner
import ViewDSL

extension Widget {
  /// Makes a program whose `@main` is this widget the `widget-gallery` command for it.
  ///
  /// Its app data comes from `--fixtures DIR` and named images from `--assets DIR`.
  public static func main() {
    GalleryCommand.main(widgets: [GalleryWidget(configuration: Self().body.galleryConfiguration)])
  }
}

extension WidgetBundle {
  /// Makes a program whose `@main` is this bundle the `widget-gallery` command for its widgets.
  public static func main() {
    GalleryCommand.main(widgets: Self().erasedConfigurations.map { GalleryWidget(configuration: $0) })
  }
}
