import Foundation
import ViewDSL

/// A widget the command line can show, with where its app data and assets live.
package struct WidgetSource {
  package let configuration: ErasedWidgetConfiguration
  package let fixturesDirectory: URL?
  package let assetsDirectory: URL?
  /// The app the widget belongs to, for galleries of several apps whose kinds may clash.
  package let app: String?

  package init(configuration: ErasedWidgetConfiguration, app: String? = nil, fixturesDirectory: URL? = nil, assetsDirectory: URL? = nil) {
    self.configuration = configuration
    self.app = app
    self.fixturesDirectory = fixturesDirectory
    self.assetsDirectory = assetsDirectory
  }
}
