import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

/// The text engine's layout of one string in the default (body) font, as the layout sees it.
func measured(
  _ string: String, font: FontSpec = FontSpec(textStyle: .body), width: Double? = nil, style: ParagraphStyle = ParagraphStyle()
) -> TextLayout {
  TextEngine.shared.layout([TextRun(string, font: font)], width: width, style: style)
}

/// SF Pro's natural line height at 17 pt (UIFont.lineHeight), which body text lines take.
let naturalBody: CGFloat = 17 * 2444 / 2048
/// The height of `count` wrapped body lines: the first natural, each further one 22 pt (the
/// HIG leading) below the one before, rounded up to the pixel grid.
func bodyLines(_ count: Int) -> CGFloat { pixelCeil(naturalBody + CGFloat(count - 1) * 22) }
/// One body line as a Text frame: the natural height rounded up to the 3× grid (20.33).
let bodyLine: CGFloat = 61.0 / 3

/// Rounds up to the 3× pixel grid, as Text sizes are.
func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 0.001).rounded(.up) / 3 }
