/// Why `init-ci` wrote nothing.
package enum InitCIError: Error, CustomStringConvertible {
  /// Something other than a regular file is at the path: a folder, a link, a device.
  case notAFile(path: String)
  /// A file that `init-ci` did not write, or that was edited since, is at the path.
  case notWrittenByInitCI(path: String)
  case unwritable(path: String, underlying: any Error)

  package var description: String {
    switch self {
    case .notAFile(let path): "\(path) is not a regular file; refusing to replace it (nothing was written)"
    case .notWrittenByInitCI(let path):
      "\(path) exists and was not written by init-ci, or was edited since; refusing to replace it (nothing was written): "
        + "give another --output, or move the file away"
    case .unwritable(let path, let underlying): "could not write \(path): \(underlying)"
    }
  }
}
