/// The size-independent analysis of a paragraph: grapheme clusters with their script and bidi
/// level, and where ICU allows line breaks.
struct ParagraphAnalysis: Sendable {
  struct Cluster: Sendable {
    var start: Int
    var end: Int
    var run: Int
    var script: Script
    var level: UInt8
    var isWhitespace: Bool
    var scalars: [UInt32]
  }

  var clusters: [Cluster] = []
  /// `breakAllowed[i]`: a line may start at UTF-16 offset i.
  var breakAllowed: [Bool] = []
  var paragraphLevel: UInt8

  init(_ paragraph: Paragraph, rightToLeft: Bool) {
    let text = paragraph.text
    paragraphLevel = rightToLeft ? 1 : 0
    guard !text.isEmpty else { return }

    var levels: [UInt8]? = nil
    if rightToLeft || ParagraphAnalysis.mayContainRightToLeft(text) {
      let resolved = ICU.bidiLevels(text, rightToLeft: rightToLeft)
      levels = resolved.levels.count == text.count ? resolved.levels : nil
      paragraphLevel = resolved.paragraph
    }

    breakAllowed = [Bool](repeating: false, count: text.count + 1)
    for offset in ICU.lineBreaks(text) where offset < breakAllowed.count { breakAllowed[offset] = true }

    var start = 0
    var strongScripts: [Script?] = []
    for end in ICU.graphemeBreaks(text) where end > start && end <= text.count {
      let scalars = ParagraphAnalysis.scalars(text[start..<end])
      let strong = scalars.lazy.map { Script(of: $0) }.first { !$0.isWeak }
      strongScripts.append(strong)
      let whitespace = scalars.allSatisfy(ParagraphAnalysis.isWhitespace)
      clusters.append(
        Cluster(
          start: start, end: end, run: Int(paragraph.runs[start]), script: strong ?? .common,
          level: levels?[start] ?? paragraphLevel, isWhitespace: whitespace, scalars: scalars))
      start = end
    }
    resolveWeakScripts(strongScripts)
  }

  /// Common and inherited clusters take the script before them, or after them at the start.
  private mutating func resolveWeakScripts(_ strong: [Script?]) {
    var previous: Script? = nil
    var pending: [Int] = []
    for index in clusters.indices {
      if let script = strong[index] {
        for waiting in pending { clusters[waiting].script = script }
        pending.removeAll()
        previous = script
      } else if let previous {
        clusters[index].script = previous
      } else {
        pending.append(index)
      }
    }
    for waiting in pending { clusters[waiting].script = .latin }
  }

  private static func isWhitespace(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return scalar == 0x20 || (0x09...0x0D).contains(scalar) }
    return Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
  }

  private static func scalars(_ units: ArraySlice<UInt16>) -> [UInt32] {
    var result: [UInt32] = []
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      result.append(scalar.value)
    }
    return result
  }

  /// True when a unit could be a strong right-to-left character or an RTL bidi control.
  private static func mayContainRightToLeft(_ text: [UInt16]) -> Bool {
    text.contains { unit in
      (0x0590...0x08FF).contains(unit) || (0xFB1D...0xFDFF).contains(unit)
        || (0xFE70...0xFEFF).contains(unit) || unit == 0x200F || unit == 0x202B
        || unit == 0x202E || unit == 0x2067 || (0xD802...0xD803).contains(unit)
        || unit == 0xD83A || unit == 0xD83B
    }
  }
}
