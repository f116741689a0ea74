import Foundation
import GalleryShared

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
    var paths: [String] = []
    Self.collect(below: root, relative: "", into: &paths)
    for path in paths.sorted() { addFile(root + "/" + path) }
  }

  /// The paths below `root/relative`, relative to `root`. Read with `readdir`: the trees
  /// (the fonts, the resource bundles) are read before every build, and Foundation's
  /// enumerator costs tens of thousands of instructions an entry.
  private static func collect(below root: String, relative: String, into paths: inout [String]) {
    guard let directory = opendir(relative.isEmpty ? root : root + "/" + relative) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name == "." || name == ".." { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      paths.append(path)
      var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
      if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
        var info = stat()
        isDirectory = lstat(root + "/" + path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      if isDirectory { collect(below: root, relative: path, into: &paths) }
    }
  }
}
