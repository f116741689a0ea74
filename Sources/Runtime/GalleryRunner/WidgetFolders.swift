import Foundation
import GalleryFixtures
import Locking
import MirrorCore
import PDFVector
import SwiftUI
import Synchronization
import WidgetKit

/// A widget's app data and assets: given as values, or read from its folders the first time
/// they are asked for, once for all copies of the widget.
///
/// Reading waits for first use so that a program which re-executes itself (the command line
/// under its private preferences and fixed clock), finds its site up to date, or runs `diff`
/// never reads fixture and asset folders it does not render with.
final class WidgetFolders: Sendable {
  struct Contents: Sendable {
    var fixtures: AppDataFixtures?
    var assets: AssetCatalog
    /// Why a folder could not be read, naming the widget and the file.
    var error: GalleryError?
  }

  /// App data and assets given as values, which folders replace.
  let givenFixtures: AppDataFixtures?
  let givenAssets: AssetCatalog
  let fixturesDirectory: URL?
  let assetsDirectory: URL?
  /// The widget's id, for errors.
  private let widget: String
  private let read = Mutex<Contents?>(nil)

  init(
    widget: String, fixtures: AppDataFixtures? = nil, assets: AssetCatalog = .empty, fixturesDirectory: URL? = nil,
    assetsDirectory: URL? = nil
  ) {
    self.widget = widget
    self.givenFixtures = fixtures
    self.givenAssets = assets
    self.fixturesDirectory = fixturesDirectory
    self.assetsDirectory = assetsDirectory
  }

  /// The app data and assets, read from the folders on the first call.
  var contents: Contents {
    read.locked { read in
      if let read { return read }
      let contents = readFolders()
      read = contents
      return contents
    }
  }

  private func readFolders() -> Contents {
    var contents = Contents(fixtures: givenFixtures, assets: givenAssets)
    do {
      if let fixturesDirectory { contents.fixtures = try AppDataFixtures(directory: fixturesDirectory) }
      if let assetsDirectory {
        contents.assets = try AssetCatalog(directory: assetsDirectory, readPDF: PDFVectorReader.image(from:))
      }
    } catch {
      contents.error = GalleryError(widget: widget, underlying: error)
    }
    return contents
  }
}
