#if canImport(Glibc)
  import Glibc
#endif

/// The files and folders below a folder, read with `readdir`.
///
/// Trees are read before every build (the fonts, the resource bundles, the templates), and
/// Foundation's directory enumerator costs tens of thousands of instructions an entry.
package enum FileTree {
  /// Every file and folder below `root`, as paths relative to it, in no particular order.
  /// Symbolic links are listed, not followed. Folders that cannot be read are left out.
  package static func relativePaths(below root: String) -> [String] {
    var paths: [String] = []
    collect(below: root, relative: "", into: &paths)
    return paths
  }

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
