import CShims
import Foundation
import GalleryFormats

/// Files of a site written into a staging folder ahead of the others
/// (`SiteWriter.stage(_:for:)`), for `SiteWriter.write(_:to:manifestFile:staged:)` to complete.
package struct StagedFiles: Sendable {
  /// A staged file: its bytes, and whether it was carried over from the site unchanged.
  struct File: Sendable {
    var data: Data
    var unchanged: Bool
  }

  /// The site folder the staging folder is to replace.
  let directory: URL
  /// The staging folder, beside `directory`.
  let staging: URL
  var folders: StagingFolders
  var files: [String: File] = [:]

  init(directory: URL, staging: URL) {
    self.directory = directory
    self.staging = staging
    folders = StagingFolders(root: staging, site: directory)
  }

  /// The paths of the staged files, relative to the site folder, sorted.
  package var paths: [String] { files.keys.sorted() }

  /// Removes the staging folder, for a site that is not written after all.
  package func discard() {
    try? FileManager.default.removeItem(at: staging)
  }
}
