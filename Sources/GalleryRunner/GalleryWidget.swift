import Foundation
import GalleryFixtures
import ViewDSL

/// A widget with the app data and assets it is shown with.
package struct GalleryWidget {
  package let configuration: ErasedWidgetConfiguration
  /// The app data its provider and views read; nil when it reads none.
  package let fixtures: AppDataFixtures?
  package let assets: AssetCatalog
  /// The app the widget belongs to, when the gallery shows several apps.
  package let app: String?

  package var kind: String { configuration.kind }

  /// The widget's id in the gallery: its kind, prefixed with its app when it has one
  /// (`ZhiHuDaily.StoryWidget`).
  package var id: String { app.map { "\($0).\(kind)" } ?? kind }

  package init(configuration: ErasedWidgetConfiguration, app: String? = nil, fixtures: AppDataFixtures? = nil, assets: AssetCatalog = .empty) {
    self.configuration = configuration
    self.app = app
    self.fixtures = fixtures
    self.assets = assets
  }

  /// Reads a widget's fixture and asset folders.
  ///
  /// - Throws: `GalleryError` naming the widget and the file at fault.
  package init(configuration: ErasedWidgetConfiguration, app: String?, fixturesDirectory: URL?, assetsDirectory: URL?) throws {
    do {
      let fixtures = try fixturesDirectory.map { try AppDataFixtures(directory: $0) }
      let assets = try assetsDirectory.map { try AssetCatalog(directory: $0) } ?? .empty
      self.init(configuration: configuration, app: app, fixtures: fixtures, assets: assets)
    } catch {
      throw GalleryError(widget: app.map { "\($0).\(configuration.kind)" } ?? configuration.kind, message: "\(error)")
    }
  }

  /// Makes this widget's app data the process's, for its provider and views to read.
  package func installFixtures() throws {
    do {
      try (fixtures ?? AppDataFixtures.none).install()
    } catch {
      throw GalleryError(widget: id, message: "\(error)")
    }
  }
}
