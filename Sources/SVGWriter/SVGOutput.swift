import Foundation

/// One rendered document and the image files it references (empty when images are embedded).
package struct SVGOutput: Hashable, Sendable {
  /// An image file to write next to the document, at `path` relative to it.
  package struct ImageFile: Hashable, Sendable {
    package var path: String
    package var data: Data
  }

  package var svg: String
  /// Sorted by path; each path is named by a hash of its bytes, so equal images share a file.
  package var imageFiles: [ImageFile]
}
