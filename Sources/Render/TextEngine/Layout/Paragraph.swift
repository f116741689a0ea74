/// One paragraph of the concatenated runs: UTF-16 text with the run each unit came from.
///
/// Newlines (LF, CR, CRLF, NEL, U+2028, U+2029) end paragraphs and are not kept; a tab
/// becomes a space; other control characters are dropped, since they draw nothing on iOS.
struct Paragraph: Sendable {
  var text: [UInt16] = []
  var runs: [Int32] = []
  /// The run whose font sizes the paragraph when it is empty.
  var emptyRun: Int

  /// Splits runs into paragraphs; always returns at least one (possibly empty) paragraph.
  static func split(_ runs: [TextRun]) -> [Paragraph] {
    var paragraphs: [Paragraph] = []
    var current = Paragraph(emptyRun: 0)
    var previousWasCR = false
    for (runIndex, run) in runs.enumerated() {
      if current.text.isEmpty { current.emptyRun = runIndex }
      let tag = Int32(truncatingIfNeeded: runIndex)
      for scalar in run.text.unicodeScalars {
        let value = scalar.value
        if value == 0x0A && previousWasCR {
          previousWasCR = false
          continue
        }
        previousWasCR = value == 0x0D
        switch value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
          paragraphs.append(current)
          current = Paragraph(emptyRun: runIndex)
          continue
        case 0x09:
          current.append(" ", run: tag)
        case 0x00..<0x20, 0x7F..<0xA0:
          continue
        default:
          current.append(scalar, run: tag)
        }
      }
    }
    paragraphs.append(current)
    return paragraphs
  }

  private mutating func append(_ scalar: Unicode.Scalar, run: Int32) {
    for unit in scalar.utf16 {
      text.append(unit)
      runs.append(run)
    }
  }
}
