import Foundation
import GalleryFixtures
import MirrorCore
import SwiftUI
import WidgetKit

/// A widget with the app data and assets it is shown with, and the folders they were read
/// from.
package struct GalleryWidget {
  package let configuration: ErasedWidgetConfiguration
  /// The app the widget belongs to, when the gallery shows several apps.
  package let app: String?
  /// The name of the app-data state shown, when a widget is shown with several fixtures
  /// (e.g. `no-favorites` for an empty state).
  package let variant: String?
  private var folders: WidgetFolders

  /// The app data its provider and views read; nil when it reads none.
  package var fixtures: AppDataFixtures? { folders.contents.fixtures }
  package var assets: AssetCatalog { folders.contents.assets }
  /// Why the widget's fixture or asset folder could not be read, if it could not.
  package var loadError: GalleryError? { folders.contents.error }
  /// The folders the app data and assets are read from; nil when the widget brought none.
  package var fixturesDirectory: URL? { folders.fixturesDirectory }
  package var assetsDirectory: URL? { folders.assetsDirectory }

  /// Set on a widget whose id an earlier widget of the program has (two widgets of a bundle
  /// with one kind): 2 for the second, 3 for the third … (see `distinguishingRepeatedIDs`).
  package internal(set) var repetition: Int?

  /// Its position among the program's widgets, when the program listed it: the same in every
  /// run, so a crash is charged to it across runs (`CrashLedger`).
  package var position: Int?

  /// The name a crash of its code is charged to in the `CrashLedger`: its position, or its id.
  package var crashKey: String { position.map { "\($0)" } ?? id }

  package var kind: String { configuration.kind }

  /// The widget's id in the gallery: its kind, prefixed with its app and followed by its
  /// variant when it has them (`ZhiHuDaily.StoryWidget`, `FavoriteEpisodeWidget.no-favorites`),
  /// and by its repetition (`-2`) when an earlier widget has the same id.
  package var id: String {
    Self.id(kind: kind, app: app, variant: variant) + (repetition.map { "-\($0)" } ?? "")
  }

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
    self.folders = WidgetFolders(
      widget: Self.id(kind: configuration.kind, app: app, variant: variant), fixtures: fixtures, assets: assets)
  }

  /// A widget whose app data and assets are read from these folders when first needed.
  ///
  /// A folder that cannot be read does not stop the gallery: the error, naming the widget
  /// and the file, is kept and thrown when the widget's fixtures are installed, so this
  /// widget fails and the others are still rendered.
  package init(
    configuration: ErasedWidgetConfiguration, app: String? = nil, variant: String? = nil, fixturesDirectory: URL?,
    assetsDirectory: URL? = nil
  ) {
    self.configuration = configuration
    self.app = app
    self.variant = variant
    self.folders = WidgetFolders(
      widget: Self.id(kind: configuration.kind, app: app, variant: variant), fixturesDirectory: fixturesDirectory,
      assetsDirectory: assetsDirectory)
  }

  /// This widget with its app data read from `fixtures` and its assets from `assets` where
  /// it brings none (the command line's `--fixtures` and `--assets`).
  package func withFolders(fixtures fixturesFolder: URL?, assets assetsFolder: URL?) -> GalleryWidget {
    let bringsFixtures = folders.fixturesDirectory != nil || folders.givenFixtures != nil
    let bringsAssets = folders.assetsDirectory != nil || folders.givenAssets !== AssetCatalog.empty
    let fixturesDirectory = bringsFixtures ? folders.fixturesDirectory : fixturesFolder
    let assetsDirectory = bringsAssets ? folders.assetsDirectory : assetsFolder
    guard fixturesDirectory != folders.fixturesDirectory || assetsDirectory != folders.assetsDirectory else { return self }
    var widget = self
    widget.folders = WidgetFolders(
      widget: id, fixtures: folders.givenFixtures, assets: folders.givenAssets, fixturesDirectory: fixturesDirectory,
      assetsDirectory: assetsDirectory)
    return widget
  }

  /// Makes this widget's app data the process's, for its provider and views to read.
  ///
  /// - Throws: `GalleryError` naming the widget and the file at fault, or the crash of its code
  ///   in an earlier run of the build (`CrashLedger`).
  package func installFixtures() throws {
    if let crash = CrashLedger.crashes[crashKey] { throw crash.error(widget: id) }
    if let loadError { throw loadError }
    do {
      try (fixtures ?? AppDataFixtures.none).install()
    } catch {
      throw GalleryError(widget: id, underlying: error)
    }
  }

  /// The program's widget at `position` whose `body`, of widget type `type`, crashed an earlier
  /// run: named by its type, with no family, shown as its error card.
  package static func crashedBody(of type: Any.Type, position: Int) -> GalleryWidget {
    var widget = GalleryWidget(configuration: .unevaluated(type))
    widget.position = position
    return widget
  }
}
