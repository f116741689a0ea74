import Foundation

@testable import TextEngine

/// One engine for tests that do not inspect cache counters (fonts are opened once).
let sharedTestEngine = TextEngine()

let body = FontSpec(textStyle: .body)

func layout(
  _ text: String, font: FontSpec = body, width: Double? = nil, style: ParagraphStyle = ParagraphStyle(),
  engine: TextEngine = sharedTestEngine
) -> TextLayout {
  engine.layout([TextRun(text, font: font)], width: width, style: style)
}

extension TextLayout {
  var allRuns: [GlyphRun] { lines.flatMap(\.glyphRuns) }
  var lineTexts: [String] { lines.map(\.text) }

  /// Every number in the layout, for finiteness checks.
  var allNumbers: [Double] {
    var numbers = [size.width, size.height, firstBaseline, lastBaseline, appliedScale]
    for line in lines {
      numbers += [line.frame.minX, line.frame.minY, line.frame.width, line.frame.height, line.baseline]
      for run in line.glyphRuns {
        numbers.append(run.size)
        numbers += run.positions.flatMap { [$0.x, $0.y] }
      }
    }
    return numbers
  }
}
