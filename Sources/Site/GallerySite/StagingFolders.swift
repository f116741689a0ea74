import CShims
import Foundation
import GalleryFormats

/// The folders made so far in a staging folder, so each is made once.
struct StagingFolders: Sendable {
  let root: URL
  /// The site the staging folder becomes, whose paths errors name.
  let site: URL
  private var made: Set<String> = []

  init(root: URL, site: URL) {
    self.root = root
    self.site = site
  }

  /// Makes the folder that will hold the file at relative `path`.
  mutating func make(for path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    guard !made.contains(folder) else { return }
    let url = folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw SiteError.unwritable(path: folder.isEmpty ? site.path : site.appendingPathComponent(folder).path, underlying: error)
    }
    made.insert(folder)
  }
}
