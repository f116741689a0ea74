import Foundation

/// One rendered document and the image files it references (empty when images are embedded).
package struct SVGOutput: Hashable, Sendable {
  /// An image file to write next to the document, at `path` relative to it.
  package struct ImageFile: Hashable, Sendable {
    package var path: String
    package var data: Data
  }

  /// The document's UTF-8 bytes, as files and hashes take them.
  package var data: Data

  /// The document as text.
  package var svg: String {
    data.withUnsafeBytes { SVGBuffer.decoded($0.bindMemory(to: UInt8.self)) }
  }

  /// Sorted by path; each path is named by a hash of its bytes, so equal images share a file.
  package var imageFiles: [ImageFile]

  /// What made the drawing too big (see `PreviewBudget`); the document is then cut short.
  package var overBudget: String? = nil
}
