import CShims
import Foundation
import GalleryFormats

/// What a build checks before it renders: that the output folder is one it may write.
extension SiteWriter {
  /// Checks that the tool may write a site at `directory`: nothing is there yet, or a folder
  /// (not a link to one) that is empty or holds the marker of an earlier build, and that it
  /// may change the folder and the one that holds it (where the new site is staged).
  ///
  /// - Throws: `SiteError.notAFolder` for a file, a symbolic link, a device, a FIFO or a socket,
  ///   `SiteError.notAGalleryFolder` for a folder of someone else's files, and
  ///   `SiteError.unwritable` for a folder on a read-only file system or without permission.
  package static func checkOutput(_ directory: URL) throws {
    var info = stat()
    guard lstat(directory.path, &info) == 0 else {
      if errno == ENOENT { return try checkWritable(nearestExisting(directory.deletingLastPathComponent())) }
      throw SiteError.unwritable(path: directory.path, underlying: SystemCallError.current)
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: break
    case S_IFLNK: throw SiteError.notAFolder(path: directory.path, kind: "a symbolic link")
    case S_IFREG: throw SiteError.notAFolder(path: directory.path, kind: "a file")
    case S_IFCHR, S_IFBLK: throw SiteError.notAFolder(path: directory.path, kind: "a device")
    case S_IFIFO: throw SiteError.notAFolder(path: directory.path, kind: "a FIFO")
    case S_IFSOCK: throw SiteError.notAFolder(path: directory.path, kind: "a socket")
    default: throw SiteError.notAFolder(path: directory.path, kind: "an unknown kind of file")
    }
    if let contents = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !contents.isEmpty,
      !contents.contains(SiteFiles.marker)
    {
      throw SiteError.notAGalleryFolder(path: directory.path)
    }
    try checkWritable(directory)
    try checkWritable(directory.deletingLastPathComponent())
  }

  /// Throws `SiteError.unwritable` unless this process may add and remove entries in `folder`.
  static func checkWritable(_ folder: URL) throws {
    guard access(folder.path, W_OK | X_OK) == 0 else {
      throw SiteError.unwritable(path: folder.path, underlying: SystemCallError.current)
    }
  }

  /// `folder`, or the nearest folder above it that exists: where a missing output is made.
  static func nearestExisting(_ folder: URL) -> URL {
    var folder = folder.standardizedFileURL
    while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder
  }
}
