/// A paragraph shaped at one font scale: items (face × script × level × run) and the units
/// line breaking works with.
///
/// A unit is the smallest piece that can start a line: a grapheme cluster, or several when a
/// ligature joins them. Appended "…" units (see `appendEllipsis`) have no source text.
struct ShapedParagraph {
  struct Item {
    var run: Int
    var choice: FaceChoice?
    var level: UInt8
    var shaped: ShapedItem
    /// Points per font unit at this scale.
    var pointsPerUnit: Double
    var size: Double

    var isRightToLeft: Bool { level & 1 == 1 }
  }

  struct Unit {
    var start: Int
    var end: Int
    var item: Int
    var glyphStart: Int
    var glyphEnd: Int
    var advance: Double
    var tracking: Double
    var isWhitespace: Bool
    var breakBefore: Bool
    var isEllipsis: Bool

    var width: Double { advance + tracking }
  }

  var items: [Item] = []
  var units: [Unit] = []
  /// Number of units that come from the paragraph text (ellipses follow them).
  var textUnitCount = 0
  let paragraphLevel: UInt8

  init(
    paragraph: Paragraph, analysis: ParagraphAnalysis, runs: [TextRun], scale: Double,
    resolver: FontResolver, shaper: Shaper
  ) {
    paragraphLevel = analysis.paragraphLevel
    let clusters = analysis.clusters
    guard !clusters.isEmpty else { return }
    let fonts = runs.map { $0.font.scaled(by: scale) }
    let primaryFaces = fonts.map { resolver.primary(for: $0)?.key }

    var faces: [FaceChoice?] = []
    faces.reserveCapacity(clusters.count)
    for cluster in clusters {
      faces.append(
        resolver.face(forCluster: cluster.scalars, script: cluster.script.fontClass, spec: fonts[cluster.run]))
    }

    var first = 0
    while first < clusters.count {
      var last = first + 1
      while last < clusters.count, clusters[last].run == clusters[first].run,
        clusters[last].level == clusters[first].level, clusters[last].script == clusters[first].script,
        faces[last]?.key == faces[first]?.key
      {
        last += 1
      }
      appendItem(
        clusters: clusters[first..<last], choice: faces[first], text: paragraph.text, run: runs[clusters[first].run],
        runIndex: clusters[first].run, font: fonts[clusters[first].run], scale: scale,
        breakAllowed: analysis.breakAllowed, shaper: shaper,
        isPrimaryFace: faces[first] != nil && faces[first]?.key == primaryFaces[clusters[first].run])
      first = last
    }
    textUnitCount = units.count
  }

  private mutating func appendItem(
    clusters: ArraySlice<ParagraphAnalysis.Cluster>, choice: FaceChoice?, text: [UInt16], run: TextRun,
    runIndex: Int, font: FontSpec, scale: Double, breakAllowed: [Bool], shaper: Shaper, isPrimaryFace: Bool
  ) {
    let itemStart = clusters.first!.start
    let itemEnd = clusters.last!.end
    let level = clusters.first!.level
    let script = clusters.first!.script
    var shaped = ShapedItem()
    var pointsPerUnit = 0.0
    var choice = choice
    if let attachment = run.attachment {
      // An inline object: one blank "glyph" per character, as wide as the object, in 1/64 pt.
      choice = nil
      pointsPerUnit = 1.0 / 64
      let advance = Int32((attachment.width * (font.size / max(run.font.size, .leastNonzeroMagnitude)) * 64).rounded())
      for offset in 0..<(itemEnd - itemStart) {
        shaped.glyphs.append(0)
        shaped.clusters.append(offset)
        shaped.advances.append(advance)
        shaped.xOffsets.append(0)
        shaped.yOffsets.append(0)
      }
    } else if let choice {
      shaped = shaper.shape(
        text[itemStart..<itemEnd], face: choice.face, rightToLeft: level & 1 == 1, script: script,
        tabularDigits: font.monospacedDigits)
      pointsPerUnit = font.size / Double(choice.face.face.unitsPerEm)
    }
    let itemIndex = items.count
    items.append(
      Item(run: runIndex, choice: choice, level: level, shaped: shaped, pointsPerUnit: pointsPerUnit, size: font.size))

    var clusterStart = [Bool](repeating: false, count: itemEnd - itemStart + 1)
    for cluster in shaped.clusters where cluster < clusterStart.count { clusterStart[cluster] = true }
    var unitOfOffset = [Int](repeating: 0, count: itemEnd - itemStart)
    let firstUnit = units.count
    for cluster in clusters {
      let relative = cluster.start - itemStart
      if units.count == firstUnit || clusterStart[relative] {
        units.append(
          Unit(
            start: cluster.start, end: cluster.end, item: itemIndex, glyphStart: Int.max, glyphEnd: 0,
            advance: 0, tracking: run.tracking * scale, isWhitespace: cluster.isWhitespace,
            breakBefore: breakAllowed[cluster.start], isEllipsis: false))
      } else {
        units[units.count - 1].end = cluster.end
        units[units.count - 1].isWhitespace = units[units.count - 1].isWhitespace && cluster.isWhitespace
      }
      for offset in relative..<(cluster.end - itemStart) { unitOfOffset[offset] = units.count - 1 }
    }
    for glyph in shaped.glyphs.indices {
      let offset = min(max(shaped.clusters[glyph], 0), unitOfOffset.count - 1)
      let unit = unitOfOffset[offset]
      units[unit].glyphStart = min(units[unit].glyphStart, glyph)
      units[unit].glyphEnd = max(units[unit].glyphEnd, glyph + 1)
      units[unit].advance += Double(shaped.advances[glyph]) * pointsPerUnit
    }
    for index in firstUnit..<units.count where units[index].glyphStart == Int.max {
      units[index].glyphStart = 0
      units[index].glyphEnd = 0
    }
    // SF Pro's size-specific tracking, for the characters the design's own face draws (the
    // table is SF Pro's; PingFang, SF Hebrew and inline objects have none), and only after
    // characters that advance the pen.
    let optical = isPrimaryFace && run.attachment == nil ? OpticalTracking.points(for: font) : 0
    if optical != 0 {
      for index in firstUnit..<units.count where units[index].advance > 0 { units[index].tracking += optical }
    }
  }

  /// Shapes "…" in the face `run` would use and appends it as a unit; returns its index.
  mutating func appendEllipsis(
    run runIndex: Int, runs: [TextRun], scale: Double, resolver: FontResolver, shaper: Shaper
  ) -> Int {
    let run = runs[runIndex]
    let font = run.font.scaled(by: scale)
    let choice = resolver.face(forCluster: [0x2026], script: .other, spec: font)
    var shaped = ShapedItem()
    var pointsPerUnit = 0.0
    if let choice {
      shaped = shaper.shape(
        [0x2026][...], face: choice.face, rightToLeft: paragraphLevel & 1 == 1, script: .common,
        tabularDigits: false)
      pointsPerUnit = font.size / Double(choice.face.face.unitsPerEm)
    }
    items.append(
      Item(run: runIndex, choice: choice, level: paragraphLevel, shaped: shaped, pointsPerUnit: pointsPerUnit, size: font.size))
    units.append(
      Unit(
        start: 0, end: 0, item: items.count - 1, glyphStart: 0, glyphEnd: shaped.glyphs.count,
        advance: Double(shaped.totalAdvance) * pointsPerUnit,
        tracking: run.tracking * scale
          + (choice != nil && choice?.key == resolver.primary(for: font)?.key
            ? OpticalTracking.points(for: font) : 0),
        isWhitespace: false, breakBefore: true, isEllipsis: true))
    return units.count - 1
  }
}
