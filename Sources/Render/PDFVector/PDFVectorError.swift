/// Why a PDF could not be drawn: poppler's or cairo's reason.
package struct PDFVectorError: Error, CustomStringConvertible, Equatable, Sendable {
  package var reason: String
  package var description: String { reason }
}
