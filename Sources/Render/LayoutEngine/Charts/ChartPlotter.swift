import Foundation
import MirrorCore

/// Places a chart's marks in its plot: bars and rectangles as rectangles, lines and areas as
/// paths through their series' points, points as symbols, rules as lines, with their
/// annotations. Positions are in the plot's coordinates until placed.
struct ChartPlotter {
  let chart: ResolvedChart
  let data: ChartData
  let x: ChartScale
  let y: ChartScale
  let plot: CGRect
  let node: ViewNode
  private let calendar: Calendar

  init(chart: ResolvedChart, data: ChartData, x: ChartScale, y: ChartScale, plot: CGRect, node: ViewNode) {
    self.chart = chart
    self.data = data
    self.x = x
    self.y = y
    self.plot = plot
    self.node = node
    calendar = LayoutContext.chartCalendar(node.environment)
  }

  /// Every mark's views in drawing order: each mark where it is declared, lines and areas
  /// where their series first appears.
  mutating func placements(measuring context: inout LayoutContext) -> [Arrangement.Placement] {
    var placements: [Arrangement.Placement] = []
    var drawnSeries: Set<String> = []
    for (index, mark) in chart.marks.enumerated() {
      switch mark.kind {
      case .bar(let bar):
        placements += box(index, bar.position, bar.box, isRectangle: false, viewType: "BarMark", context: &context)
      case .rectangle(let rectangle):
        placements += box(
          index, rectangle.position, rectangle.box, isRectangle: true, viewType: "RectangleMark", context: &context)
      case .line(let line):
        guard drawnSeries.insert("LineMark\u{1F}\(line.series.name ?? "")").inserted else { continue }
        let members = seriesMembers(line.series) { kind in
          if case .line(let other) = kind { (other, other.series) } else { nil }
        }
        placements += self.line(members)
        placements += seriesAnnotations(members.map { ($0.index, point($0.mark.position)) }, context: &context)
      case .area(let area):
        guard drawnSeries.insert("AreaMark\u{1F}\(area.series.name ?? "")").inserted else { continue }
        let members = seriesMembers(area.series) { kind in
          if case .area(let other) = kind { (other, other.series) } else { nil }
        }
        placements += self.area(members)
        placements += seriesAnnotations(
          members.map { ($0.index, point($0.mark.position, stacked: data.stacked[$0.index])) }, context: &context)
      case .point(let pointMark):
        guard let center = point(pointMark.position) else { continue }
        let area = pointMark.symbol.size ?? ChartMetrics.symbolArea
        let path = ChartShapes.symbol(pointMark.symbol.shape ?? .circle, at: center, area: area)
        placements.append(
          place(
            ChartShapes.filled(
              path, style: mark.styling.style, opacity: mark.styling.opacity, viewType: "PointMark",
              environment: node.environment), plotBounds))
        let side = (area * 4 / .pi).squareRoot()
        placements += annotations(
          mark, around: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side), vertical: true,
          context: &context)
      case .rule(let rule):
        guard let segment = ruleSegment(rule.position) else { continue }
        var path = Path()
        path.move(to: segment.0)
        path.addLine(to: segment.1)
        let stroke = rule.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
        placements.append(
          place(
            ChartShapes.stroked(
              path, style: mark.styling.style, stroke: stroke, opacity: mark.styling.opacity, viewType: "RuleMark",
              environment: node.environment),
            plotBounds))
        let rect = CGRect(
          x: min(segment.0.x, segment.1.x), y: min(segment.0.y, segment.1.y),
          width: abs(segment.1.x - segment.0.x), height: abs(segment.1.y - segment.0.y))
        placements += annotations(mark, around: rect, vertical: true, context: &context)
      case .sector:
        // Drawn by the pie, not in a plot with axes.
        continue
      }
    }
    return placements
  }

  private var plotBounds: CGRect { CGRect(origin: .zero, size: plot.size) }

  /// A view placed at `rect` (plot coordinates).
  private func place(_ view: ViewNode, _ rect: CGRect) -> Arrangement.Placement {
    let frame = rect.offsetBy(dx: plot.minX, dy: plot.minY)
    return .init(node: view, proposal: ProposedViewSize(frame.size), origin: frame.origin, size: frame.size)
  }

  // MARK: Bars and rectangles

  /// A bar or rectangle mark: its rectangle, with its corners rounded when asked, and its
  /// annotations.
  private func box(
    _ index: Int, _ position: ChartPosition, _ box: ChartMark.Box, isRectangle: Bool, viewType: String,
    context: inout LayoutContext
  ) -> [Arrangement.Placement] {
    let mark = chart.marks[index]
    guard let rect = barRect(index, position, box, isRectangle: isRectangle) else { return [] }
    let radius = min(box.cornerRadius ?? 0, rect.width / 2, rect.height / 2)
    let shape = ChartShapes.rectangle(
      cornerRadius: max(radius, 0), style: mark.styling.style, opacity: mark.styling.opacity, viewType: viewType,
      environment: node.environment)
    return [place(shape, rect)] + annotations(mark, around: rect, vertical: !data.horizontal[index], context: &context)
  }

  /// A bar's rectangle: across its position axis the band (or unit, or explicit span), along
  /// its length axis its stacked interval (or explicit span, or the whole plot). A rectangle
  /// at a value fills its band, or is 20 points wide at a number or instant.
  private func barRect(_ index: Int, _ xy: ChartPosition, _ box: ChartMark.Box, isRectangle: Bool) -> CGRect? {
    let horizontal = data.horizontal[index]
    let positionKey = chart.marks[index].styling.positionKey
    func across(
      _ value: ChartValue?, start: ChartValue?, end: ChartValue?, scale: ChartScale, dimension: ChartMarkDimension,
      length: CGFloat
    ) -> ClosedRange<CGFloat>? {
      if let start, let end, let a = position(start, scale), let b = position(end, scale) { return min(a, b)...max(a, b) }
      guard let value else { return 0...length }
      var band: ClosedRange<CGFloat>
      switch value {
      case .category(let name):
        guard let categoryBand = scale.band(of: name) else { return nil }
        band = categoryBand
      case .date(let date, let unit?):
        guard let end = calendar.date(byAdding: unit, value: 1, to: date) else { return nil }
        let a = scale.position(date.timeIntervalSinceReferenceDate)
        let b = scale.position(end.timeIntervalSinceReferenceDate)
        band = min(a, b)...max(a, b)
      default:
        guard let at = position(value, scale) else { return nil }
        let width = isRectangle ? 20 : automaticWidth(alongX: !horizontal)
        band = (at - width / 2)...(at + width / 2)
      }
      let full = band.upperBound - band.lowerBound
      // Grouped bars: each `position(by:)` value gets its own slot of the band.
      if let key = positionKey, data.positionKeys.count > 1, let slot = data.positionKeys.firstIndex(of: key) {
        let used = full * ChartMetrics.bandFill
        let slotWidth = used / CGFloat(data.positionKeys.count)
        let start = band.lowerBound + (full - used) / 2 + slotWidth * CGFloat(slot)
        return start...(start + slotWidth)
      }
      let width: CGFloat =
        switch dimension {
        case .automatic: isRectangle ? full : full * ChartMetrics.bandFill
        case .fixed(let points): points
        case .ratio(let ratio): full * CGFloat(ratio)
        case .inset(let inset): max(full - 2 * inset, 0)
        }
      let middle = (band.lowerBound + band.upperBound) / 2
      return (middle - width / 2)...(middle + width / 2)
    }
    func along(
      _ value: ChartValue?, start: ChartValue?, end: ChartValue?, stacked: ClosedRange<Double>?, scale: ChartScale,
      length: CGFloat
    ) -> ClosedRange<CGFloat>? {
      if let stacked {
        let a = scale.position(stacked.lowerBound)
        let b = scale.position(stacked.upperBound)
        return min(a, b)...max(a, b)
      }
      if let start, let end, let a = position(start, scale), let b = position(end, scale) { return min(a, b)...max(a, b) }
      if let value {
        if isRectangle { return across(value, start: nil, end: nil, scale: scale, dimension: box.height, length: length) }
        // A lone value on the length axis: from zero (or the domain's start) to it.
        guard let at = position(value, scale) else { return nil }
        let zero = scale.kind == .category ? at : scale.position(min(max(0, scale.domain.lowerBound), scale.domain.upperBound))
        return min(at, zero)...max(at, zero)
      }
      return 0...length
    }
    let stacked = data.stacked[index]
    let (px, py) = (xy.x, xy.y)
    let xs: ClosedRange<CGFloat>?
    let ys: ClosedRange<CGFloat>?
    if horizontal {
      ys = across(py?.value, start: py?.start, end: py?.end, scale: y, dimension: box.height, length: plot.height)
      xs = along(px?.value, start: px?.start, end: px?.end, stacked: stacked, scale: x, length: plot.width)
    } else {
      xs = across(px?.value, start: px?.start, end: px?.end, scale: x, dimension: box.width, length: plot.width)
      ys = along(py?.value, start: py?.start, end: py?.end, stacked: stacked, scale: y, length: plot.height)
    }
    guard let xs, let ys else { return nil }
    return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
  }

  /// Bars at plain numbers or instants: 70% of the closest distance between two of them.
  private func automaticWidth(alongX: Bool) -> CGFloat {
    let scale = alongX ? x : y
    let positions = Set(
      chart.marks.compactMap { mark -> CGFloat? in
        guard let value = alongX ? mark.kind.position?.x?.value : mark.kind.position?.y?.value else { return nil }
        return position(value, scale)
      }
    ).sorted()
    var closest = CGFloat.infinity
    for (a, b) in zip(positions, positions.dropFirst()) where b - a > 0.01 { closest = min(closest, b - a) }
    return closest.isFinite ? closest * ChartMetrics.bandFill : min(abs(scale.end - scale.start) * 0.1, 20)
  }

  private func position(_ value: ChartValue, _ scale: ChartScale) -> CGFloat? {
    scale.position(value)
  }

  // MARK: Lines, areas and points

  /// A mark's point: its x and y (a unit date at the middle of its unit; a stacked area's
  /// point at the top of its stack).
  private func point(_ position: ChartPosition, stacked: ClosedRange<Double>? = nil) -> CGPoint? {
    func coordinate(_ value: ChartValue?, _ scale: ChartScale, length: CGFloat) -> CGFloat? {
      guard let value else { return length / 2 }
      if case .date(let date, let unit?) = value, let end = calendar.date(byAdding: unit, value: 1, to: date) {
        return scale.position((date.timeIntervalSinceReferenceDate + end.timeIntervalSinceReferenceDate) / 2)
      }
      return scale.position(value)
    }
    guard let px = coordinate(position.x?.value, x, length: plot.width) else { return nil }
    if let stacked {
      let top = (position.y?.value?.number ?? 0) < 0 ? stacked.lowerBound : stacked.upperBound
      return CGPoint(x: px, y: y.position(top))
    }
    guard let py = coordinate(position.y?.value, y, length: plot.height) else { return nil }
    return CGPoint(x: px, y: py)
  }

  /// The marks of `series`, in drawing order, with their payloads: the marks whose kind
  /// `payload` takes apart, in a series of the same name.
  private func seriesMembers<Payload>(
    _ series: ChartMark.Series, _ payload: (ChartMark.Kind) -> (Payload, ChartMark.Series)?
  ) -> [(index: Int, mark: Payload)] {
    chart.marks.indices.compactMap { index in
      guard let (mark, other) = payload(chart.marks[index].kind), other.name == series.name else { return nil }
      return (index, mark)
    }
  }

  /// The annotations of a series' marks, each at its point.
  private func seriesAnnotations(_ points: [(index: Int, point: CGPoint?)], context: inout LayoutContext)
    -> [Arrangement.Placement]
  {
    points.flatMap { index, point -> [Arrangement.Placement] in
      guard let point else { return [] }
      return annotations(chart.marks[index], around: CGRect(origin: point, size: .zero), vertical: true, context: &context)
    }
  }

  /// A series' line: stroked 2 pt with round caps and joins unless `lineStyle` says
  /// otherwise, with a symbol at each point when asked. The first point's mark sets the
  /// line's style and curve.
  private func line(_ members: [(index: Int, mark: ChartMark.Line)]) -> [Arrangement.Placement] {
    let first = chart.marks[members[0].index].styling
    let firstLine = members[0].mark
    let points = members.compactMap { point($0.mark.position) }
    guard !points.isEmpty else { return [] }
    var path = Path()
    ChartCurves.add(points, interpolation: firstLine.series.interpolation, to: &path)
    let stroke = firstLine.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
    var placements = [
      place(
        ChartShapes.stroked(
          path, style: first.style, stroke: stroke, opacity: first.opacity, viewType: "LineMark", environment: node.environment),
        plotBounds)
    ]
    for member in members {
      let styling = chart.marks[member.index].styling
      guard let symbol = member.mark.symbol.shape, let center = point(member.mark.position) else { continue }
      let symbolPath = ChartShapes.symbol(symbol, at: center, area: member.mark.symbol.size ?? ChartMetrics.symbolArea)
      placements.append(
        place(
          ChartShapes.filled(
            symbolPath, style: styling.style, opacity: styling.opacity, viewType: "LineMark", environment: node.environment),
          plotBounds
        ))
    }
    return placements
  }

  /// A series' area: from its baseline (zero, the series below when stacked, or `yStart`)
  /// up to its line, filled. The first point's mark sets the area's style and curve.
  private func area(_ members: [(index: Int, mark: ChartMark.Area)]) -> [Arrangement.Placement] {
    let first = chart.marks[members[0].index].styling
    let firstArea = members[0].mark
    var tops: [CGPoint] = []
    var bottoms: [CGPoint] = []
    for member in members {
      let position = member.mark.position
      let stacked = data.stacked[member.index]
      guard let top = point(position, stacked: stacked) else { continue }
      let baseline: CGFloat
      if let stacked {
        baseline = y.position((position.y?.value?.number ?? 0) < 0 ? stacked.upperBound : stacked.lowerBound)
      } else if let start = position.y?.start, let end = position.y?.end, let a = y.position(start), let b = y.position(end) {
        tops.append(CGPoint(x: top.x, y: b))
        bottoms.append(CGPoint(x: top.x, y: a))
        continue
      } else {
        baseline = y.position(min(max(0, y.domain.lowerBound), y.domain.upperBound))
      }
      tops.append(top)
      bottoms.append(CGPoint(x: top.x, y: baseline))
    }
    guard tops.count > 1 else { return [] }
    var path = Path()
    ChartCurves.add(tops, interpolation: firstArea.series.interpolation, to: &path)
    path.addLine(to: bottoms[bottoms.count - 1])
    ChartCurves.add(bottoms.reversed(), interpolation: firstArea.series.interpolation, to: &path, continuing: true)
    path.closeSubpath()
    return [
      place(
        ChartShapes.filled(path, style: first.style, opacity: first.opacity, viewType: "AreaMark", environment: node.environment),
        plotBounds)
    ]
  }

  /// A rule's ends: across the whole plot at one value, or between two values.
  private func ruleSegment(_ position: ChartPosition) -> (CGPoint, CGPoint)? {
    if let value = position.x?.value, position.y?.value == nil {
      guard let at = x.position(value) else { return nil }
      let a = position.y?.start.flatMap { y.position($0) } ?? plot.height
      let b = position.y?.end.flatMap { y.position($0) } ?? 0
      return (CGPoint(x: at, y: a), CGPoint(x: at, y: b))
    }
    if let value = position.y?.value, position.x?.value == nil {
      guard let at = y.position(value) else { return nil }
      let a = position.x?.start.flatMap { x.position($0) } ?? 0
      let b = position.x?.end.flatMap { x.position($0) } ?? plot.width
      return (CGPoint(x: a, y: at), CGPoint(x: b, y: at))
    }
    guard let vx = position.x?.value, let vy = position.y?.value, let px = x.position(vx), let py = y.position(vy) else {
      return nil
    }
    return (CGPoint(x: px, y: py), CGPoint(x: px, y: py))
  }

  // MARK: Annotations

  /// A mark's annotations at their ideal size: above a vertical mark (beside a horizontal
  /// one) by default, `spacing` (default 4) away.
  private func annotations(_ mark: ChartMark, around rect: CGRect, vertical: Bool, context: inout LayoutContext) -> [Arrangement
    .Placement]
  {
    mark.styling.annotations.map { annotation in
      let size = context.size(annotation.content, .unspecified)
      let gap = annotation.spacing ?? 4
      var position = annotation.position
      if position == .automatic { position = vertical ? .top : .trailing }
      let origin: CGPoint =
        switch position {
        case .top, .automatic: CGPoint(x: rect.midX - size.width / 2, y: rect.minY - gap - size.height)
        case .bottom: CGPoint(x: rect.midX - size.width / 2, y: rect.maxY + gap)
        case .leading: CGPoint(x: rect.minX - gap - size.width, y: rect.midY - size.height / 2)
        case .trailing: CGPoint(x: rect.maxX + gap, y: rect.midY - size.height / 2)
        case .overlay: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        case .topLeading: CGPoint(x: rect.minX, y: rect.minY - gap - size.height)
        case .topTrailing: CGPoint(x: rect.maxX - size.width, y: rect.minY - gap - size.height)
        case .bottomLeading: CGPoint(x: rect.minX, y: rect.maxY + gap)
        case .bottomTrailing: CGPoint(x: rect.maxX - size.width, y: rect.maxY + gap)
        }
      let frame = CGRect(origin: origin, size: size).offsetBy(dx: plot.minX, dy: plot.minY)
      return .init(node: annotation.content, proposal: .unspecified, origin: frame.origin, size: size)
    }
  }
}
