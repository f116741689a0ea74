import Foundation
import GalleryFormats

/// A running hash of texts and file identities.
struct Fingerprint {
  private var hash = FNV1a()

  init() {}

  var hex: String { hash.id(prefix: "") }

  mutating func add(_ text: String) {
    hash.combine(Array(text.utf8) + [0])
  }

  /// Adds a file's path and identity; false when it does not exist.
  @discardableResult
  mutating func addFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else {
      add("missing \(path)")
      return false
    }
    add("\(path) \(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
    return true
  }

  /// Adds every file and folder below `root`, in sorted order. Symbolic links are added as
  /// links, not followed.
  mutating func addTree(_ root: String) {
    addFile(root)
    for path in FileTree.relativePaths(below: root).sorted() { addFile(root + "/" + path) }
  }
}
