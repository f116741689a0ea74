import CPDFShim
import Foundation
import MirrorCore
import XMLTree

/// Reads PDF documents as vector drawings, for asset catalogs' PDF image sets.
///
/// poppler draws the first page's content (no annotations) through cairo's SVG surface, as
/// Xcode draws a single-page PDF asset; the SVG is read back with libxml2 and its ids are
/// numbered in document order, so the same PDF always gives the same drawing whatever cairo
/// numbered them in this process. The drawing's size is the page's size in points.
package enum PDFVectorReader {
  /// The first page of `data` as a vector drawing.
  ///
  /// - Throws: `PDFVectorError` saying why the PDF could not be read or drawn.
  package static func image(from data: Data) throws(PDFVectorError) -> VectorImage {
    var width = 0.0
    var height = 0.0
    var svg: UnsafeMutablePointer<CChar>?
    var length = 0
    var message = [CChar](repeating: 0, count: 512)
    let status = data.withUnsafeBytes { bytes in
      pdfshim_first_page_to_svg(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height, &svg, &length, &message,
        message.count)
    }
    guard status == 0, let svg else {
      throw PDFVectorError(reason: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
    defer { pdfshim_free(svg) }
    let text = String(decoding: UnsafeRawBufferPointer(start: svg, count: length), as: UTF8.self)
    let root: XMLTreeElement
    do {
      root = try XMLTreeParser.parse(text)
    } catch {
      throw PDFVectorError(reason: "cairo's SVG of the page is not well-formed (\(error))")
    }
    var markup = VectorMarkup()
    for child in root.children { markup.append(child) }
    return VectorImage(size: CGSize(width: width, height: height), pieces: markup.finished)
  }
}
