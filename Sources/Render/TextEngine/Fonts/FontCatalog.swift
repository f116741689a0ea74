import Foundation
import GalleryFormats

/// The installed font files, found at known Debian paths or by a scan of the font folders.
///
/// The scan is sorted by path, so the same installed packages always give the same choices.
struct FontCatalog: Sendable {
  static let roots = ["/usr/share/fonts", "/usr/local/share/fonts"]
  static let fontExtensions: Set<String> = ["otf", "ttf", "ttc", "otc"]

  /// Every font file under the roots, sorted by path.
  let files: [String]
  private let pathsByName: [String: String]

  init(roots: [String] = FontCatalog.roots) {
    var found: [String] = []
    for root in roots {
      for relative in FileTree.relativePaths(below: root) {
        let ext = (relative as NSString).pathExtension.lowercased()
        if FontCatalog.fontExtensions.contains(ext) { found.append(root + "/" + relative) }
      }
    }
    files = found.sorted()
    var byName: [String: String] = [:]
    for path in files {
      let name = (path as NSString).lastPathComponent
      if byName[name] == nil { byName[name] = path }
    }
    pathsByName = byName
  }

  /// The path of a font file: `directory/name` when it exists, else the first scanned file
  /// with that name.
  func path(of name: String, in directory: String) -> String? {
    let known = directory + "/" + name
    if FileManager.default.fileExists(atPath: known) { return known }
    return pathsByName[name]
  }
}
