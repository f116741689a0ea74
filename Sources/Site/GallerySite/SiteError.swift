import Foundation
import GalleryFormats

/// Why a site could not be built or written; a failure of the system or a library keeps its
/// error (`underlying`).
package enum SiteError: Error, CustomStringConvertible {
  /// A template of `--templates` (or the bundled set) cannot be read.
  case missingTemplate(path: String)
  case invalidTemplate(path: String, underlying: any Error)
  /// A folder of someone else's files is at the output path.
  case notAGalleryFolder(path: String)
  /// Something other than a folder is at the output path: a file, a link, a device.
  case notAFolder(path: String, kind: String)
  case unwritable(path: String, underlying: any Error)
  case notAShard(path: String, reason: String)
  case shardsDoNotMatch(reason: String)

  package var description: String {
    switch self {
    case .missingTemplate(let path): "template \(path) is missing or unreadable"
    case .invalidTemplate(let path, let underlying): "template \(path) is not valid Mustache: \(underlying)"
    case .notAGalleryFolder(let path):
      "\(path) is not empty and was not written by widget-gallery (no \(SiteFiles.marker) file); refusing to write into it"
    case .notAFolder(let path, let kind): "\(path) is \(kind), not a site folder; refusing to replace it (nothing was written)"
    case .unwritable(let path, let underlying):
      "could not write \(path): \(Self.reason(underlying)); the output folder was left as it was"
    case .notAShard(let path, let reason): "\(path) is not a gallery shard: \(reason)"
    case .shardsDoNotMatch(let reason): "cannot merge the shards: \(reason)"
    }
  }

  /// The system's words for a failed write ("No space left on device"), from the error
  /// Foundation wraps them in when it made the call.
  static func reason(_ error: any Error) -> String {
    if let error = error as? SystemCallError { return error.description }
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    if let error = error as? CocoaError {
      if let posix = error.userInfo[NSUnderlyingErrorKey] as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
      }
      if error.code == .fileWriteOutOfSpace { return String(cString: strerror(ENOSPC)) }
    }
    return "\(error)"
  }
}
