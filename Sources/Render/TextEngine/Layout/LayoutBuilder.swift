import Foundation

/// Lays out sanitised runs at one font scale: shaping, line breaking, truncation, bidi
/// reordering, alignment and vertical placement.
struct LayoutBuilder {
  struct Attempt {
    var layout: TextLayout
    /// Neither truncated nor broken inside a word (what a shrink search looks for).
    var fits: Bool
  }

  let runs: [TextRun]
  let width: Double?
  let style: ParagraphStyle
  let resolver: FontResolver
  let shaper: Shaper
  let paragraphs: [Paragraph]
  let analyses: [ParagraphAnalysis]

  init(runs: [TextRun], width: Double?, style: ParagraphStyle, resolver: FontResolver, shaper: Shaper) {
    self.runs = runs
    self.width = width
    self.style = style
    self.resolver = resolver
    self.shaper = shaper
    paragraphs = Paragraph.split(runs)
    analyses = paragraphs.map { ParagraphAnalysis($0, rightToLeft: style.direction == .rightToLeft) }
  }

  var isEmpty: Bool { runs.isEmpty || (paragraphs.count == 1 && paragraphs[0].text.isEmpty) }

  func attempt(scale: Double) -> Attempt {
    guard !isEmpty else { return Attempt(layout: .empty, fits: true) }
    let boxes = runs.map { run in
      let box = LineBox(font: run.font.scaled(by: scale), baselineOffset: run.baselineOffset * scale)
      guard let attachment = run.attachment else { return box }
      return box.union(LineBox(above: attachment.height * scale, below: 0))
    }
    let limit = style.lineLimit ?? Int.max

    var shapedParagraphs: [ShapedParagraph] = []
    var lines: [(paragraph: Int, units: [Int])] = []
    var overflowed = false
    var truncated = false
    for (index, paragraph) in paragraphs.enumerated() {
      if lines.count >= limit {
        truncated = true
        break
      }
      let shaped = ShapedParagraph(
        paragraph: paragraph, analysis: analyses[index], runs: runs, scale: scale, resolver: resolver,
        shaper: shaper)
      let broken = LineBreaker.breakLines(shaped, width: width)
      shapedParagraphs.append(shaped)
      for range in broken.lines {
        if lines.count >= limit {
          truncated = true
          break
        }
        lines.append((index, Array(range)))
      }
      overflowed = overflowed || broken.overflowed
    }

    if truncated, let last = lines.indices.last {
      let paragraphIndex = lines[last].paragraph
      var shaped = shapedParagraphs[paragraphIndex]
      let start = lines[last].units.first ?? shaped.textUnitCount
      let content = start..<shaped.textUnitCount
      let anchor = style.truncation == .head ? content.last : content.first
      let anchorRun = anchor.map { shaped.items[shaped.units[$0].item].run } ?? paragraphs[paragraphIndex].emptyRun
      let ellipsis = shaped.appendEllipsis(
        run: anchorRun, runs: runs, scale: scale, resolver: resolver, shaper: shaper)
      lines[last].units = Truncator.truncate(
        content, ellipsis: ellipsis, in: shaped.units, mode: style.truncation, width: width)
      shapedParagraphs[paragraphIndex] = shaped
    }

    let assembled = lines.map { line in
      LineAssembler.assemble(
        line.units, paragraph: paragraphs[line.paragraph], shaped: shapedParagraphs[line.paragraph],
        runs: runs, boxes: boxes, scale: scale)
    }
    let layout = place(assembled, truncated: truncated, scale: scale)
    if let width, layout.size.width > width + LineBreaker.tolerance { overflowed = true }
    return Attempt(layout: layout, fits: !truncated && !overflowed)
  }

  private func place(_ assembled: [LineAssembler.Assembled], truncated: Bool, scale: Double) -> TextLayout {
    let layoutWidth = assembled.map(\.width).max() ?? 0
    let rightToLeft = style.direction == .rightToLeft
    var lines: [TextLine] = []
    lines.reserveCapacity(assembled.count)
    var y = 0.0
    for (index, line) in assembled.enumerated() {
      if index > 0 { y += style.lineSpacing + assembled[index - 1].box.leading }
      let slack = layoutWidth - line.width
      let x: Double
      switch (style.alignment, rightToLeft) {
      case (.center, _): x = slack / 2
      case (.leading, false), (.trailing, true): x = 0
      case (.leading, true), (.trailing, false): x = slack
      }
      lines.append(
        TextLine(
          frame: CGRect(x: x, y: y, width: line.width, height: line.box.height), baseline: y + line.box.above,
          text: line.text, glyphRuns: line.glyphRuns, attachments: line.attachments, leading: line.box.leading))
      y += line.box.height
    }
    return TextLayout(
      size: CGSize(width: layoutWidth, height: max(y, 0)), lines: lines,
      firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
      isTruncated: truncated, appliedScale: scale)
  }
}
