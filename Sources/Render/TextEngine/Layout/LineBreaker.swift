/// Greedy line breaking over a shaped paragraph's units, then iOS's push-out of an orphan word.
///
/// Lines end at the last ICU break opportunity that fits; trailing white space hangs past the
/// width; a piece with no opportunity that fits is broken by unit (grapheme cluster), and
/// every line takes at least one unit, so the loop always advances.
///
/// iOS lays out a `Text` with the standard line-break strategy of UI labels, which includes
/// `NSParagraphStyle.LineBreakStrategy.pushOut`: when a paragraph of two lines would end with a
/// single word, the first line gives it its own last word ("Every remaining day / counts."
/// becomes "Every remaining / day counts."), so the last line has two. A paragraph of three or
/// more lines keeps its orphan. See `pushOutOrphan`.
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
    pushOutOrphan(&lines, units: units, width: width)
    return Result(lines: lines, overflowed: overflowed)
  }

  /// Moves the last word of the first line down when a paragraph of two lines ends with one
  /// word alone.
  ///
  /// Apple documents `pushOut` as extending lines to avoid an orphan word on a paragraph's last
  /// line, typically by one word, and UILabel has broken this way since iOS 11: a two-line
  /// label's second line keeps at least two words. iOS renders of SwiftUI `Text` show the same
  /// for two lines ("Every remaining / day counts."), but a three-line paragraph of about 45
  /// characters at the accessoryRectangular width keeps a short word alone on its last line, so
  /// the rule applies to two-line paragraphs only. It moves exactly one word, and only when the
  /// new last line still fits and the line above keeps a word. A word starts at a break opportunity after white space, so scripts
  /// that break between characters without spaces (Chinese, Japanese) are left as they are:
  /// Apple's documentation speaks of words only.
  static func pushOutOrphan(_ lines: inout [Range<Int>], units: [ShapedParagraph.Unit], width: Double) {
    guard lines.count == 2 else { return }
    let last = lines[lines.count - 1]
    let previous = lines[lines.count - 2]
    func startsWord(_ index: Int) -> Bool {
      index > 0 && units[index].breakBefore && units[index - 1].isWhitespace && !units[index].isWhitespace
    }
    guard startsWord(last.lowerBound), !last.dropFirst().contains(where: startsWord) else { return }
    guard let wordStart = previous.dropFirst().last(where: startsWord) else { return }
    guard visibleWidth(wordStart..<last.upperBound, in: units) <= width + tolerance else { return }
    lines[lines.count - 2] = previous.lowerBound..<wordStart
    lines[lines.count - 1] = wordStart..<last.upperBound
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
