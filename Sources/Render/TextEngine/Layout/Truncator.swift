/// Replaces the end, start or middle of a paragraph's remaining text with "…" so that it fits
/// one line.
enum Truncator {
  /// Unit indices (logical order) for one line showing `content` truncated in `mode` around
  /// the ellipsis unit `ellipsis`, within `width` (nil: no width limit).
  static func truncate(
    _ content: Range<Int>, ellipsis: Int, in units: [ShapedParagraph.Unit],
    mode: ParagraphStyle.Truncation, width: Double?
  ) -> [Int] {
    let available = (width ?? .infinity) - units[ellipsis].width + LineBreaker.tolerance
    switch mode {
    case .tail:
      return tail(content, ellipsis: ellipsis, units: units, available: available)
    case .head:
      var kept: [Int] = []
      var used = 0.0
      for index in content.reversed() {
        if used + units[index].width > available { break }
        kept.append(index)
        used += units[index].width
      }
      if kept.count == content.count { return Array(content) + [ellipsis] }
      while let last = kept.last, units[last].isWhitespace { kept.removeLast() }
      return [ellipsis] + kept.reversed()
    case .middle:
      var front: [Int] = []
      var back: [Int] = []
      var frontWidth = 0.0
      var backWidth = 0.0
      var low = content.lowerBound
      var high = content.upperBound - 1
      while low <= high {
        let takeFront = frontWidth <= backWidth
        let index = takeFront ? low : high
        if frontWidth + backWidth + units[index].width > available { break }
        if takeFront {
          front.append(index)
          frontWidth += units[index].width
          low += 1
        } else {
          back.append(index)
          backWidth += units[index].width
          high -= 1
        }
      }
      if low > high { return Array(content) + [ellipsis] }
      while let last = front.last, units[last].isWhitespace { front.removeLast() }
      while let last = back.last, units[last].isWhitespace { back.removeLast() }
      return front + [ellipsis] + back.reversed()
    }
  }

  private static func tail(
    _ content: Range<Int>, ellipsis: Int, units: [ShapedParagraph.Unit], available: Double
  ) -> [Int] {
    var kept: [Int] = []
    var used = 0.0
    for index in content {
      if used + units[index].width > available { break }
      kept.append(index)
      used += units[index].width
    }
    while let last = kept.last, units[last].isWhitespace { kept.removeLast() }
    return kept + [ellipsis]
  }
}
