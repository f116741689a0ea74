import Foundation
import GalleryRunner
import ViewDSL

/// A widget the command line can show, with where its app data and assets live.
package struct WidgetSource {
  package let configuration: ErasedWidgetConfiguration
  package let fixturesDirectory: URL?
  package let assetsDirectory: URL?
  /// The app the widget belongs to, for galleries of several apps whose kinds may clash.
  package let app: String?
  /// The app-data state this source shows, when the widget is shown with several fixtures.
  package let variant: String?

  package init(configuration: ErasedWidgetConfiguration, app: String? = nil, variant: String? = nil, fixturesDirectory: URL? = nil, assetsDirectory: URL? = nil) {
    self.configuration = configuration
    self.app = app
    self.variant = variant
    self.fixturesDirectory = fixturesDirectory
    self.assetsDirectory = assetsDirectory
  }
}

extension WidgetSource {
  /// Reads the widget's fixtures and assets, using the given folders where it brings none;
  /// a folder that cannot be read makes the widget fail when it is rendered.
  package func load(fixtures: URL? = nil, assets: URL? = nil) -> GalleryWidget {
    GalleryWidget(
      configuration: configuration, app: app, variant: variant,
      fixturesDirectory: fixturesDirectory ?? fixtures, assetsDirectory: assetsDirectory ?? assets)
  }
}
