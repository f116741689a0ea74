import GalleryShared

/// Why a site could not be built or written.
package enum SiteError: Error, CustomStringConvertible, Equatable {
  case missingTemplate(String)
  case invalidTemplate(String, String)
  case notAGalleryFolder(String)
  /// Something other than a folder is at the output path: a file, a link, a device.
  case notAFolder(String, String)
  case unwritable(String, String)
  case notAShard(String, String)
  case shardsDoNotMatch(String)

  package var description: String {
    switch self {
    case .missingTemplate(let path): "template \(path) is missing or unreadable"
    case .invalidTemplate(let path, let error): "template \(path) is not valid Mustache: \(error)"
    case .notAGalleryFolder(let path): "\(path) is not empty and was not written by widget-gallery (no \(SiteFiles.marker) file); refusing to write into it"
    case .notAFolder(let path, let kind): "\(path) is \(kind), not a site folder; refusing to replace it (nothing was written)"
    case .unwritable(let path, let error): "could not write \(path): \(error)"
    case .notAShard(let path, let reason): "\(path) is not a gallery shard: \(reason)"
    case .shardsDoNotMatch(let reason): "cannot merge the shards: \(reason)"
    }
  }
}
