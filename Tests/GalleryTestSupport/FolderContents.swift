import Foundation

/// Every file below `root` and its bytes, by relative path; a link, a FIFO or anything else
/// that is not a regular file or a folder is noted as such. Empty when `root` is missing.
package func folderContents(_ root: URL) -> [String: Data] {
  var files: [String: Data] = [:]
  guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return files }
  while let path = enumerator.nextObject() as? String {
    let type = enumerator.fileAttributes?[.type] as? FileAttributeType
    if type == .typeRegular {
      files[path] = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data()
    } else if type != .typeDirectory {
      files[path] = Data("not a regular file".utf8)
    }
  }
  return files
}
