import Foundation
import MirrorCore
import TextEngine

/// A Text node turned into text-engine input: runs tagged with paint indices, the paints,
/// and the paragraph style from the environment.
///
/// A class, made once per node and pass, so that the many reads during layout share it
/// instead of copying its arrays.
final class PreparedText {
  let runs: [TextRun]
  let paints: [Paint]
  let style: ParagraphStyle
  /// What the text says, inline images left out.
  let string: String
  /// Unicode scalars in the runs: at least as many as the glyphs they shape into.
  let characterCount: Int
  let displayScale: CGFloat
  /// The inline images (`Text("\(Image(...))")`), by the index of their run.
  let images: [Int: ResolvedImage]

  init(_ textRuns: [ResolvedText.Run], environment: EnvironmentValues) {
    var paints: [Paint] = []
    var runs: [TextRun] = []
    var images: [Int: ResolvedImage] = [:]
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
      let font = FontSpec(run.font)
      if let image = run.image {
        images[runs.count] = image
        runs.append(
          TextRun(
            attachment: Self.inlineSize(of: image, fontSize: font.size), font: font, attribute: attribute,
            baselineOffset: Double(run.baselineOffset)))
      } else {
        runs.append(
          TextRun(
            run.string, font: font, attribute: attribute,
            tracking: Double(run.tracking + run.kerning), baselineOffset: Double(run.baselineOffset)))
      }
    }
    if paints.isEmpty { paints.append(ForegroundStyle().resolvePaint(in: environment)) }
    self.runs = runs
    self.paints = paints
    self.images = images
    self.string = textRuns.map { $0.image == nil ? $0.string : "" }.joined()
    self.characterCount = string.unicodeScalars.count + images.count
    self.style = ParagraphStyle(environment)
    let scale = environment.displayScale
    self.displayScale = scale.isFinite && scale >= 1 ? min(scale, 4) : 3
  }

  /// An inline image's box: a bitmap at its natural size; a symbol as wide as a standalone
  /// symbol of the font (image scale included) and as tall as the font's ascender, so that
  /// it does not make the line taller, as SF Symbols in text do not.
  static func inlineSize(of image: ResolvedImage, fontSize: Double) -> TextAttachment {
    switch image.content {
    case .bitmap(let bitmap):
      TextAttachment(width: Double(bitmap.size.width), height: Double(bitmap.size.height))
    case .symbol, .missing:
      TextAttachment(
        width: Double(image.symbolSide(pointSize: CGFloat(fontSize)) * image.symbolWidthRatio),
        height: fontSize * 1950 / 2048)
    }
  }
}

extension ParagraphStyle {
  /// The paragraph settings in an environment: line limit, truncation, alignment, line
  /// spacing, minimum scale factor and direction.
  init(_ environment: EnvironmentValues) {
    let truncation: Truncation =
      switch environment.truncationMode {
      case .head: .head
      case .middle: .middle
      case .tail: .tail
      }
    let alignment: Alignment =
      switch environment.multilineTextAlignment {
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
