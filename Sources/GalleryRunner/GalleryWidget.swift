import Foundation
import GalleryFixtures
import PDFVector
import ViewDSL

/// A widget with the app data and assets it is shown with, and the folders they were read
/// from.
package struct GalleryWidget {
  package let configuration: ErasedWidgetConfiguration
  /// The app data its provider and views read; nil when it reads none.
  package private(set) var fixtures: AppDataFixtures?
  package private(set) var assets: AssetCatalog
  /// The folders the app data and assets were read from; nil when the widget brought none.
  package private(set) var fixturesDirectory: URL?
  package private(set) var assetsDirectory: URL?
  /// The app the widget belongs to, when the gallery shows several apps.
  package let app: String?
  /// The name of the app-data state shown, when a widget is shown with several fixtures
  /// (e.g. `no-favorites` for an empty state).
  package let variant: String?

  package var kind: String { configuration.kind }

  /// The widget's id in the gallery: its kind, prefixed with its app and followed by its
  /// variant when it has them (`ZhiHuDaily.StoryWidget`, `FavoriteEpisodeWidget.no-favorites`).
  package var id: String { Self.id(kind: kind, app: app, variant: variant) }

  static func id(kind: String, app: String?, variant: String?) -> String {
    [app, kind, variant].compactMap { $0 }.joined(separator: ".")
  }

  package init(
    configuration: ErasedWidgetConfiguration, app: String? = nil, variant: String? = nil, fixtures: AppDataFixtures? = nil,
    assets: AssetCatalog = .empty
  ) {
    self.configuration = configuration
    self.app = app
    self.variant = variant
    self.fixtures = fixtures
    self.assets = assets
    self.fixturesDirectory = nil
    self.assetsDirectory = nil
    self.loadError = nil
  }

  /// Reads a widget's fixture and asset folders.
  ///
  /// A folder that cannot be read does not stop the gallery: the error, naming the widget
  /// and the file, is kept and thrown when the widget's fixtures are installed, so this
  /// widget fails and the others are still rendered.
  package init(
    configuration: ErasedWidgetConfiguration, app: String? = nil, variant: String? = nil, fixturesDirectory: URL?,
    assetsDirectory: URL? = nil
  ) {
    self.configuration = configuration
    self.fixturesDirectory = fixturesDirectory
    self.assetsDirectory = assetsDirectory
    self.app = app
    self.variant = variant
    var fixtures: AppDataFixtures?
    var assets = AssetCatalog.empty
    var loadError: GalleryError?
    do {
      fixtures = try fixturesDirectory.map { try AppDataFixtures(directory: $0) }
      assets = try assetsDirectory.map { try AssetCatalog(directory: $0, readPDF: PDFVectorReader.image(from:)) } ?? .empty
    } catch {
      loadError = GalleryError(widget: Self.id(kind: configuration.kind, app: app, variant: variant), underlying: error)
    }
    self.fixtures = fixtures
    self.assets = assets
    self.loadError = loadError
  }

  /// Why the widget's fixture or asset folder could not be read, if it could not.
  package private(set) var loadError: GalleryError?

  /// This widget with its app data read from `fixtures` and its assets from `assets` where
  /// it brings none (the command line's `--fixtures` and `--assets`).
  package func withFolders(fixtures fixturesFolder: URL?, assets assetsFolder: URL?) -> GalleryWidget {
    var widget = self
    if let fixturesFolder, fixtures == nil, fixturesDirectory == nil {
      let read = GalleryWidget(configuration: configuration, app: app, variant: variant, fixturesDirectory: fixturesFolder)
      widget.fixtures = read.fixtures
      widget.fixturesDirectory = fixturesFolder
      widget.loadError = widget.loadError ?? read.loadError
    }
    if let assetsFolder, assets === AssetCatalog.empty, assetsDirectory == nil {
      let read = GalleryWidget(
        configuration: configuration, app: app, variant: variant, fixturesDirectory: nil, assetsDirectory: assetsFolder)
      widget.assets = read.assets
      widget.assetsDirectory = assetsFolder
      widget.loadError = widget.loadError ?? read.loadError
    }
    return widget
  }

  /// Makes this widget's app data the process's, for its provider and views to read.
  ///
  /// - Throws: `GalleryError` naming the widget and the file at fault.
  package func installFixtures() throws {
    if let loadError { throw loadError }
    do {
      try (fixtures ?? AppDataFixtures.none).install()
    } catch {
      throw GalleryError(widget: id, underlying: error)
    }
  }
}
