import Foundation
import TextEngine
import ViewDSL

/// A Text node turned into text-engine input: runs tagged with paint indices, the paints,
/// and the paragraph style from the environment.
///
/// A class, made once per node and pass, so that the many reads during layout share it
/// instead of copying its arrays.
final class PreparedText {
  let runs: [TextRun]
  let paints: [Paint]
  let style: ParagraphStyle
  let string: String
  let displayScale: CGFloat

  init(_ textRuns: [ResolvedText.Run], environment: EnvironmentValues) {
    var paints: [Paint] = []
    var runs: [TextRun] = []
    runs.reserveCapacity(textRuns.count)
    for run in textRuns {
      let paint = (run.foreground ?? AnyShapeStyle(ForegroundStyle())).resolvePaint(in: environment)
      let attribute: Int
      if let existing = paints.firstIndex(of: paint) {
        attribute = existing
      } else {
        attribute = paints.count
        paints.append(paint)
      }
      runs.append(TextRun(run.string, font: FontSpec(run.font), attribute: attribute,
                          tracking: Double(run.tracking + run.kerning), baselineOffset: Double(run.baselineOffset)))
    }
    if paints.isEmpty { paints.append(ForegroundStyle().resolvePaint(in: environment)) }
    self.runs = runs
    self.paints = paints
    self.string = textRuns.map(\.string).joined()
    self.style = ParagraphStyle(environment)
    let scale = environment.displayScale
    self.displayScale = scale.isFinite && scale >= 1 ? min(scale, 4) : 3
  }
}

extension ParagraphStyle {
  /// The paragraph settings in an environment: line limit, truncation, alignment, line
  /// spacing, minimum scale factor and direction.
  init(_ environment: EnvironmentValues) {
    let truncation: Truncation = switch environment.truncationMode {
    case .head: .head
    case .middle: .middle
    case .tail: .tail
    }
    let alignment: Alignment = switch environment.multilineTextAlignment {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
    self.init(
      lineLimit: environment.lineLimit, truncation: truncation, alignment: alignment,
      lineSpacing: Double(environment.lineSpacing), minimumScaleFactor: Double(environment.minimumScaleFactor),
      direction: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
  }
}
