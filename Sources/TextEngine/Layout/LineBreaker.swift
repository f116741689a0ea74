/// Greedy line breaking over a shaped paragraph's units.
///
/// Lines end at the last ICU break opportunity that fits; trailing white space hangs past the
/// width; a piece with no opportunity that fits is broken by unit (grapheme cluster), and
/// every line takes at least one unit, so the loop always advances.
enum LineBreaker {
  struct Result {
    var lines: [Range<Int>]
    /// True when a line broke inside a word or a single unit is wider than the width.
    var overflowed: Bool
  }

  static let tolerance = 1e-6

  static func breakLines(_ paragraph: ShapedParagraph, width: Double?) -> Result {
    let units = paragraph.units
    let count = paragraph.textUnitCount
    guard count > 0 else { return Result(lines: [0..<0], overflowed: false) }
    guard let width else { return Result(lines: [0..<count], overflowed: false) }

    var lines: [Range<Int>] = []
    var overflowed = false
    var start = 0
    while start < count {
      var used = 0.0
      var lastBreak = -1
      var end = count
      var index = start
      while index < count {
        let unit = units[index]
        if index > start && unit.breakBefore { lastBreak = index }
        if !unit.isWhitespace && used + unit.width > width + tolerance {
          if index == start {
            overflowed = true
          } else if lastBreak > start {
            end = lastBreak
            break
          } else {
            overflowed = true
            end = index
            break
          }
        }
        used += unit.width
        index += 1
      }
      lines.append(start..<end)
      start = end
    }
    return Result(lines: lines, overflowed: overflowed)
  }

  /// Width of units without the white space that hangs at their end.
  static func visibleWidth<C: Collection>(_ indices: C, in units: [ShapedParagraph.Unit]) -> Double
  where C.Element == Int {
    var total = 0.0
    var pendingWhitespace = 0.0
    for index in indices {
      let unit = units[index]
      if unit.isWhitespace {
        pendingWhitespace += unit.width
      } else {
        total += pendingWhitespace + unit.width
        pendingWhitespace = 0
      }
    }
    return total
  }
}
