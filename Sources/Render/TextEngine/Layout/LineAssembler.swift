import Foundation

/// Turns a line's units (logical order) into positioned glyph runs in visual order.
///
/// Runs are split where the item changes or units stop being consecutive, then reordered
/// with ICU's `ubidi_reorderVisual` on their levels. Trailing white space is dropped.
enum LineAssembler {
  struct Assembled {
    var width: Double
    var box: LineBox
    var text: String
    var glyphRuns: [GlyphRun]
    var attachments: [TextLine.PlacedAttachment]
  }

  static func assemble(
    _ unitIndices: [Int], paragraph: Paragraph, shaped: ShapedParagraph, runs: [TextRun],
    boxes: [LineBox], scale: Double
  ) -> Assembled {
    let units = shaped.units
    var box: LineBox? = nil
    for index in unitIndices {
      let runBox = boxes[shaped.items[units[index].item].run]
      box = box.map { $0.union(runBox) } ?? runBox
    }
    var visible = unitIndices
    while let last = visible.last, units[last].isWhitespace { visible.removeLast() }

    func characters(_ indices: [Int]) -> [UInt16] {
      var text: [UInt16] = []
      for index in indices {
        let unit = units[index]
        if unit.isEllipsis {
          text.append(0x2026)
        } else {
          text.append(contentsOf: paragraph.text[unit.start..<unit.end])
        }
      }
      return text
    }
    let text = characters(visible)

    var segments: [[Int]] = []
    for index in visible {
      if let last = segments.last?.last, units[last].item == units[index].item, last + 1 == index {
        segments[segments.count - 1].append(index)
      } else {
        segments.append([index])
      }
    }
    let order = ICU.visualOrder(levels: segments.map { shaped.items[units[$0[0]].item].level })

    var pen = 0.0
    var glyphRuns: [GlyphRun] = []
    var attachments: [TextLine.PlacedAttachment] = []
    for segmentIndex in order {
      let segment = segments[segmentIndex]
      let item = shaped.items[units[segment[0]].item]
      let rightToLeft = item.isRightToLeft
      let run = runs[item.run]
      var glyphs: [UInt32] = []
      var positions: [CGPoint] = []
      let rise = run.baselineOffset * scale
      if let attachment = run.attachment, !units[segment[0]].isEllipsis {
        attachments.append(
          TextLine.PlacedAttachment(
            run: item.run, x: pen, width: attachment.width * scale, height: attachment.height * scale))
      }
      for index in rightToLeft ? segment.reversed() : segment {
        let unit = units[index]
        if rightToLeft { pen += unit.tracking }
        for glyph in unit.glyphStart..<unit.glyphEnd {
          let shapedItem = item.shaped
          glyphs.append(shapedItem.glyphs[glyph])
          positions.append(
            CGPoint(
              x: pen + Double(shapedItem.xOffsets[glyph]) * item.pointsPerUnit,
              y: -Double(shapedItem.yOffsets[glyph]) * item.pointsPerUnit - rise))
          pen += Double(shapedItem.advances[glyph]) * item.pointsPerUnit
        }
        if !rightToLeft { pen += unit.tracking }
      }
      guard let choice = item.choice, !glyphs.isEmpty else { continue }
      glyphRuns.append(
        GlyphRun(
          face: choice.face.face, size: item.size, glyphs: glyphs, positions: positions,
          attribute: run.attribute, isRightToLeft: rightToLeft, obliqueSkew: choice.obliqueSkew,
          text: String(decoding: characters(segment), as: UTF16.self)))
    }
    let fallbackBox = boxes[min(paragraph.emptyRun, boxes.count - 1)]
    return Assembled(
      width: pen, box: box ?? fallbackBox, text: String(decoding: text, as: UTF16.self),
      glyphRuns: glyphRuns, attachments: attachments)
  }
}
