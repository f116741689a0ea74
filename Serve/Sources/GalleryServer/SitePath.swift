import Foundation

/// Maps a request path to a file inside the site folder, or refuses it.
///
/// The path is percent-decoded once; a `..` or `.` component (written plainly or encoded), a
/// backslash or a NUL byte is refused, and so is any file whose real path (symbolic links
/// followed) lies outside the site folder. A folder stands for its `index.html`.
package struct SitePath {
  /// The site folder, its symbolic links resolved.
  package let root: URL

  package init(root: URL) {
    self.root = root.resolvingSymlinksInPath()
  }

  /// The regular file `requestPath` names inside the site, or nil when there is none or the
  /// path is refused.
  package func file(for requestPath: String) -> URL? {
    guard let decoded = requestPath.removingPercentEncoding else { return nil }
    if decoded.contains("\\") || decoded.contains("\u{0}") { return nil }
    let components = decoded.split(separator: "/", omittingEmptySubsequences: true)
    if components.contains(where: { $0 == ".." || $0 == "." }) { return nil }
    var candidate = root
    for component in components { candidate.appendPathComponent(String(component)) }
    guard let real = Self.realPath(candidate.path) else { return nil }
    var info = stat()
    guard stat(real, &info) == 0 else { return nil }
    if info.st_mode & S_IFMT == S_IFDIR {
      guard let index = Self.realPath(real + "/index.html"), stat(index, &info) == 0 else { return nil }
      return inside(index) ? URL(fileURLWithPath: index) : nil
    }
    guard info.st_mode & S_IFMT == S_IFREG, inside(real) else { return nil }
    return URL(fileURLWithPath: real)
  }

  private func inside(_ realPath: String) -> Bool {
    realPath == root.path || realPath.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/")
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
