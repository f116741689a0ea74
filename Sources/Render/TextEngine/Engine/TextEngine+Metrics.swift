import CHarfBuzz

extension TextEngine {
  /// Vertical metrics of `font` in points.
  ///
  /// Ascender, descender and the natural line height are SF Pro's (see `LineBox`); cap height
  /// and x-height come from the face that draws Latin text (Inter for the default design).
  package func metrics(for font: FontSpec) -> FontMetrics {
    let spec = font.sanitized
    let box = LineBox(font: spec)
    let ascender = spec.size * LineBox.ascentRatio
    let descender = spec.size * LineBox.descentRatio
    var capHeight = spec.size * 0.7
    var xHeight = spec.size * 0.5
    if let face = resolver.primary(for: spec)?.face {
      let scale = spec.size / Double(face.face.unitsPerEm)
      if let cap = face.metric(HB_OT_METRICS_TAG_CAP_HEIGHT), cap > 0 { capHeight = Double(cap) * scale }
      if let x = face.metric(HB_OT_METRICS_TAG_X_HEIGHT), x > 0 { xHeight = Double(x) * scale }
    }
    return FontMetrics(
      ascender: ascender, descender: -descender, lineHeight: box.height,
      leading: leading(spec, box: box, natural: ascender + descender), capHeight: capHeight, xHeight: xHeight,
      baselineOffsetInLine: box.above)
  }

  /// A text style's HIG leading over its natural height (body 22 − 20.29); otherwise the
  /// explicit line height's excess, 0 when there is none.
  private func leading(_ spec: FontSpec, box: LineBox, natural: Double) -> Double {
    if let style = spec.textStyle, spec.lineHeight == nil {
      let metrics = style.metrics(at: spec.dynamicTypeSize)
      return max(metrics.lineHeight * spec.size / metrics.size - natural, 0)
    }
    return max(box.height - natural, 0)
  }
}
