import GalleryShared

/// Why a site could not be built or written.
package enum SiteError: Error, CustomStringConvertible, Equatable {
  /// A template of `--templates` (or the bundled set) cannot be read.
  case missingTemplate(path: String)
  case invalidTemplate(path: String, reason: String)
  /// A folder of someone else's files is at the output path.
  case notAGalleryFolder(path: String)
  /// Something other than a folder is at the output path: a file, a link, a device.
  case notAFolder(path: String, kind: String)
  case unwritable(path: String, reason: String)
  case notAShard(path: String, reason: String)
  case shardsDoNotMatch(reason: String)

  package var description: String {
    switch self {
    case .missingTemplate(let path): "template \(path) is missing or unreadable"
    case .invalidTemplate(let path, let reason): "template \(path) is not valid Mustache: \(reason)"
    case .notAGalleryFolder(let path): "\(path) is not empty and was not written by widget-gallery (no \(SiteFiles.marker) file); refusing to write into it"
    case .notAFolder(let path, let kind): "\(path) is \(kind), not a site folder; refusing to replace it (nothing was written)"
    case .unwritable(let path, let reason): "could not write \(path): \(reason)"
    case .notAShard(let path, let reason): "\(path) is not a gallery shard: \(reason)"
    case .shardsDoNotMatch(let reason): "cannot merge the shards: \(reason)"
    }
  }
}
