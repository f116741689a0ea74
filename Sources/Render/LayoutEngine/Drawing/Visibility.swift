import Foundation
import MirrorCore
import TextEngine

/// What can be seen of a widget: conservative ink bounds of render nodes, and the region of
/// a node's children left visible by its effects.
///
/// Every bound here may be larger than the ink it stands for, never smaller, so that culling
/// what lies outside the visible region never changes what is drawn inside it. A region is
/// a rectangle in the coordinates its nodes' frames are in (widget coordinates under the
/// transforms of their ancestors).
enum Visibility {
  /// Coordinates past this are as good as unbounded; regions and bounds are clamped to it so
  /// that hostile lengths never make them infinite or NaN.
  static let limit: CGFloat = 1e12

  /// Everything (no culling).
  static let everywhere = CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)

  /// `rect` with NaN parts unbounded and every coordinate within ±`limit`.
  static func bounded(_ rect: CGRect) -> CGRect {
    guard !rect.isNull else { return .null }
    let values = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    guard !values.contains(where: \.isNaN) else { return everywhere }
    let minX = min(max(rect.minX, -limit), limit)
    let minY = min(max(rect.minY, -limit), limit)
    let maxX = min(max(rect.maxX, -limit), limit)
    let maxY = min(max(rect.maxY, -limit), limit)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether two rectangles share a point (edges count: a hairline on the edge may show).
  static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    guard !a.isNull, !b.isNull else { return false }
    return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
  }

  static func union(_ a: CGRect?, _ b: CGRect?) -> CGRect? {
    guard let a, !a.isNull else { return b }
    guard let b, !b.isNull else { return a }
    return a.union(b)
  }

  /// How far a node's blur and shadow spread its ink: three standard deviations of both
  /// (SwiftUI's radius is two), plus the shadow's offset, plus a point.
  static func filterSpread(_ effects: Reach) -> CGFloat {
    let blur = effects.blurRadius.isFinite ? max(effects.blurRadius, 0) : 0
    guard blur > 0 || effects.shadow != nil else { return 0 }
    let shadow = effects.shadow.map { $0.radius.isFinite ? max($0.radius, 0) : 0 } ?? 0
    let dx = effects.shadow.map { $0.offset.width.isFinite ? abs($0.offset.width) : 0 } ?? 0
    let dy = effects.shadow.map { $0.offset.height.isFinite ? abs($0.offset.height) : 0 } ?? 0
    return min(3 * (blur + shadow) / 2 + dx + dy + 1, limit)
  }

  /// The transform the SVG writer draws, or nil when it draws none (identity or not finite).
  static func drawnTransform(_ effects: Reach) -> CGAffineTransform? {
    let t = effects.transform
    guard t != .identity, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
    return t
  }

  /// The bounding box of `rect` mapped by `t`.
  static func map(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return bounded(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
  }

  /// The region of a node's content and children: `region` (in the node's parent's
  /// coordinates) taken back through the node's transform, spread by its blur and shadow,
  /// and cut to its clip. The transform is taken back with room to spare, since the writer
  /// rounds its parts to two decimals; a transform that flattens everything leaves nothing.
  static func region(inside effects: Reach, from region: CGRect) -> CGRect {
    var inner = region
    if let t = drawnTransform(effects) {
      let determinant = t.a * t.d - t.b * t.c
      guard determinant != 0 else { return .null }
      let inverse = CGAffineTransform(
        a: t.d / determinant, b: -t.b / determinant, c: -t.c / determinant, d: t.a / determinant,
        tx: (t.c * t.ty - t.d * t.tx) / determinant, ty: (t.b * t.tx - t.a * t.ty) / determinant)
      inner = map(inner, inverse)
      let reach = max(abs(inner.minX), abs(inner.maxX), abs(inner.minY), abs(inner.maxY))
      inner = bounded(inner.insetBy(dx: -(2 + reach / 50), dy: -(2 + reach / 50)))
    }
    let spread = filterSpread(effects)
    if spread > 0 { inner = bounded(inner.insetBy(dx: -spread, dy: -spread)) }
    if let clip = effects.clip {
      let box = clip.boundingRect
      inner = box.isNull ? .null : inner.intersection(bounded(box))
    }
    return inner
  }

  /// The ink of a node's own content (not its children), in its frame's coordinates; nil
  /// for a container.
  static func contentInk(_ node: RenderNode, textEngine: TextEngine) -> CGRect? {
    switch node.content {
    case .group: return nil
    case .fill(let path, _, _), .redaction(let path, _): return bounded(path.boundingRect)
    case .stroke(let path, _, let style):
      let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
      let miter = style.miterLimit.isFinite ? max(style.miterLimit, 1.5) : 10
      let reach = min(width * miter + 1, limit)
      return bounded(path.boundingRect.insetBy(dx: -reach, dy: -reach))
    case .text(let text): return textInk(text, textEngine: textEngine)
    case .image(let image): return bounded(image.drawRect.union(node.frame))
    case .symbol: return bounded(node.frame)
    case .symbolGlyph(let symbol):
      let reach = symbol.emboldening.isFinite ? abs(symbol.emboldening) + 1 : limit
      return bounded(symbol.box.union(node.frame).insetBy(dx: -reach, dy: -reach))
    }
  }

  /// The ink of a node and everything under it, in its parent's coordinates: its content and
  /// children, cut to its mask and clip, spread by its blur and shadow, moved by its transform.
  static func ink(_ node: RenderNode, textEngine: TextEngine) -> CGRect? {
    var ink = contentInk(node, textEngine: textEngine)
    for child in node.children { ink = union(ink, self.ink(child, textEngine: textEngine)) }
    guard var bound = ink else { return nil }
    let reach = Reach(node.effects)
    if !reach.mask.isEmpty {
      let mask = reach.mask.reduce(nil) { union($0, self.ink($1, textEngine: textEngine)) }
      guard let mask else { return nil }
      bound = bound.intersection(mask)
    }
    if let clip = reach.clip { bound = bound.intersection(bounded(clip.boundingRect)) }
    guard !bound.isNull else { return nil }
    let spread = filterSpread(reach)
    if spread > 0 { bound = bounded(bound.insetBy(dx: -spread, dy: -spread)) }
    if let t = drawnTransform(reach) {
      guard t.a * t.d - t.b * t.c != 0 else { return nil }
      bound = map(bound, t)
      let reach = max(abs(bound.minX), abs(bound.maxX), abs(bound.minY), abs(bound.maxY))
      bound = bounded(bound.insetBy(dx: -(2 + reach / 50), dy: -(2 + reach / 50)))
    }
    return bound
  }

  /// The ink of laid-out text: every glyph's box (the face's, at the run's size and slant)
  /// at its pen position.
  static func textInk(_ text: RenderedText, textEngine: TextEngine) -> CGRect? {
    var ink: CGRect?
    forEachGlyphBox(text, textEngine: textEngine) { _, _, _, box in
      ink = union(ink, box)
      return true
    }
    return ink
  }

  /// Calls `body` with each glyph's line, run and glyph index and its ink box (widget
  /// coordinates); runs the writer skips (no size) are left out. `body` returns whether to
  /// go on.
  static func forEachGlyphBox(
    _ text: RenderedText, textEngine: TextEngine, _ body: (_ line: Int, _ run: Int, _ glyph: Int, CGRect) -> Bool
  ) {
    let origin = CGPoint(x: text.origin.x.isFinite ? text.origin.x : 0, y: text.origin.y.isFinite ? text.origin.y : 0)
    for (lineIndex, line) in text.layout.lines.enumerated() {
      let pen = CGPoint(x: origin.x + line.frame.minX, y: origin.y + line.baseline)
      for (runIndex, run) in line.glyphRuns.enumerated() {
        guard run.size.isFinite, run.size > 0 else { continue }
        let box = glyphBox(run, textEngine: textEngine)
        for index in 0..<min(run.glyphs.count, run.positions.count) {
          let position = run.positions[index]
          let glyph = box.offsetBy(dx: pen.x + position.x, dy: pen.y + position.y)
          if !body(lineIndex, runIndex, index, bounded(glyph)) { return }
        }
      }
    }
  }

  enum Placement { case inside, outside, across }

  /// Whether every drawn run's ink (the glyph box around all its pen positions) lies inside
  /// `region`, every one outside it, or neither.
  static func runsPlacement(_ text: RenderedText, in region: CGRect, textEngine: TextEngine) -> Placement {
    let origin = CGPoint(x: text.origin.x.isFinite ? text.origin.x : 0, y: text.origin.y.isFinite ? text.origin.y : 0)
    var inside = true
    var outside = true
    for line in text.layout.lines {
      let pen = CGPoint(x: origin.x + line.frame.minX, y: origin.y + line.baseline)
      for run in line.glyphRuns {
        guard run.size.isFinite, run.size > 0 else { continue }
        let count = min(run.glyphs.count, run.positions.count)
        guard count > 0 else { continue }
        var minX = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var minY = CGFloat.infinity
        var maxY = -CGFloat.infinity
        for position in run.positions.prefix(count) {
          minX = min(minX, position.x)
          maxX = max(maxX, position.x)
          minY = min(minY, position.y)
          maxY = max(maxY, position.y)
        }
        let box = glyphBox(run, textEngine: textEngine)
        let ink = bounded(
          CGRect(
            x: pen.x + minX + box.minX, y: pen.y + minY + box.minY, width: maxX - minX + box.width,
            height: maxY - minY + box.height))
        if meets(ink, region) { outside = false }
        if !region.contains(ink) { inside = false }
        if !inside && !outside { return .across }
      }
    }
    return outside ? .outside : (inside ? .inside : .across)
  }

  /// The box any glyph of `run` draws in, relative to its pen position (y down), slant included.
  static func glyphBox(_ run: GlyphRun, textEngine: TextEngine) -> CGRect {
    let em = textEngine.glyphBox(of: run.face)
    let size = CGFloat(run.size)
    var box = CGRect(x: em.minX * size, y: -em.maxY * size, width: em.width * size, height: em.height * size)
    if run.obliqueSkew.isFinite, run.obliqueSkew != 0 {
      let lean = abs(CGFloat(run.obliqueSkew)) * max(abs(box.minY), abs(box.maxY))
      box = box.insetBy(dx: -lean, dy: 0)
    }
    return box
  }

  /// `text` with only the glyphs whose ink meets `region`: runs and lines left without
  /// glyphs are dropped, the others keep their places, so what remains draws as it did.
  /// Nil when nothing remains.
  static func visibleText(_ text: RenderedText, in region: CGRect, textEngine: TextEngine) -> RenderedText? {
    // Most texts are wholly inside or wholly outside: their runs' boxes say so at once.
    switch runsPlacement(text, in: region, textEngine: textEngine) {
    case .outside: return nil
    case .inside: return text
    case .across: break
    }
    var hidden: [Int: [Int: Set<Int>]] = [:]
    var shown = 0
    forEachGlyphBox(text, textEngine: textEngine) { line, run, glyph, box in
      if meets(box, region) {
        shown += 1
      } else {
        hidden[line, default: [:]][run, default: []].insert(glyph)
      }
      return true
    }
    guard shown > 0 else { return nil }
    guard !hidden.isEmpty else { return text }
    var visible = text
    visible.layout.lines = text.layout.lines.enumerated().compactMap { lineIndex, line in
      guard let hiddenRuns = hidden[lineIndex] else { return line }
      var line = line
      line.glyphRuns = line.glyphRuns.enumerated().compactMap { runIndex, run in
        guard let hiddenGlyphs = hiddenRuns[runIndex] else { return run }
        let count = min(run.glyphs.count, run.positions.count)
        guard hiddenGlyphs.count < count else { return nil }
        var run = run
        let kept = (0..<count).filter { !hiddenGlyphs.contains($0) }
        run.glyphs = kept.map { run.glyphs[$0] }
        run.positions = kept.map { run.positions[$0] }
        return run
      }
      return line.glyphRuns.isEmpty && line.attachments.isEmpty ? nil : line
    }
    return visible
  }
}
