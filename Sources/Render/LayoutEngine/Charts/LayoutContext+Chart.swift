import Foundation
import MirrorCore

extension LayoutContext {
  /// A chart takes the space it is offered. Inside it: the legend below the plot (or where
  /// `chartLegend(position:)` puts it), the x labels under the plot, the y labels on its
  /// trailing side, and the plot in what is left; the marks, grid lines, ticks and labels are
  /// generated views placed at their positions.
  mutating func arrangeChart(_ node: ViewNode, _ chart: ResolvedChart, proposal: ProposedViewSize) -> Arrangement {
    // Flexible like a shape: the proposal (infinite ones clamped to the largest length), 10
    // for nil.
    let size = proposal.replacingUnspecified(by: shapeIdealSize).sanitized
    var children: [Arrangement.Placement] = []
    var content = CGRect(origin: .zero, size: size)

    if let legend = chart.legend {
      let legendSize = self.size(legend, ProposedViewSize(width: size.width, height: nil))
      let origin: CGPoint
      switch chart.legendPosition {
      case .top:
        origin = .zero
        content.origin.y += legendSize.height + ChartMetrics.legendSpacing
        content.size.height -= legendSize.height + ChartMetrics.legendSpacing
      case .leading:
        origin = CGPoint(x: 0, y: (size.height - legendSize.height) / 2)
        content.origin.x += legendSize.width + ChartMetrics.legendSpacing
        content.size.width -= legendSize.width + ChartMetrics.legendSpacing
      case .trailing:
        origin = CGPoint(x: size.width - legendSize.width, y: (size.height - legendSize.height) / 2)
        content.size.width -= legendSize.width + ChartMetrics.legendSpacing
      case .automatic, .bottom:
        origin = CGPoint(x: 0, y: size.height - legendSize.height)
        content.size.height -= legendSize.height + ChartMetrics.legendSpacing
      }
      content.size = CGSize(width: max(content.width, 0), height: max(content.height, 0))
      children.append(
        .init(node: legend, proposal: ProposedViewSize(width: size.width, height: nil), origin: origin, size: legendSize))
    }

    if let background = chart.background {
      children.insert(
        .init(
          node: background, proposal: ProposedViewSize(size), origin: .zero, size: self.size(background, ProposedViewSize(size))),
        at: 0)
    }
    let data = ChartData(chart)
    let plot: CGRect
    var plotChildren: [Arrangement.Placement]
    if data.isPie {
      plot = content
      plotChildren = sectorPlacements(chart, node: node, in: plot)
      if let styled = chart.plotBackground {
        plotChildren.insert(
          .init(node: styled, proposal: ProposedViewSize(plot.size), origin: plot.origin, size: plot.size), at: 0)
      }
    } else {
      var axes = planAxes(chart, data: data, in: content, environment: node.environment)
      plot = axes.plot
      plotChildren = []
      if let styled = chart.plotBackground {
        plotChildren.append(.init(node: styled, proposal: ProposedViewSize(plot.size), origin: plot.origin, size: plot.size))
      }
      plotChildren += axisLinePlacements(axes.x, isX: true, plot: plot, node: node)
      plotChildren += axisLinePlacements(axes.y, isX: false, plot: plot, node: node)
      var plotter = ChartPlotter(chart: chart, data: data, x: axes.x.scale, y: axes.y.scale, plot: plot, node: node)
      plotChildren += plotter.placements(measuring: &self)
      plotChildren += axisLabelPlacements(&axes.x, isX: true, plot: plot, chartSize: size)
      plotChildren += axisLabelPlacements(&axes.y, isX: false, plot: plot, chartSize: size)
    }
    children += plotChildren
    if let overlay = chart.overlay {
      children.append(
        .init(node: overlay, proposal: ProposedViewSize(size), origin: .zero, size: self.size(overlay, ProposedViewSize(size))))
    }
    return Arrangement(size: size, children: children)
  }

  /// Both axes and the plot between them: y labels take the trailing (or leading) side at
  /// their widest, x labels the bottom (or top) at their tallest, each `labelSpacing` from
  /// the plot. The y marks depend on the plot's height, so x labels are measured first.
  private mutating func planAxes(_ chart: ResolvedChart, data: ChartData, in content: CGRect, environment: EnvironmentValues)
    -> (x: ChartAxisPlan, y: ChartAxisPlan, plot: CGRect)
  {
    var x = planAxis(chart.x, isX: true, data: data, length: content.width, environment: environment)
    let xBand = x.isHidden || x.labelSize.height == 0 ? 0 : x.labelSize.height + ChartMetrics.labelSpacing
    let plotHeight = max(content.height - xBand, 0)
    let y = planAxis(chart.y, isX: false, data: data, length: plotHeight, environment: environment)
    let yBand = y.isHidden || y.labelSize.width == 0 ? 0 : y.labelSize.width + ChartMetrics.labelSpacing
    let plotWidth = max(content.width - yBand, 0)
    x = planAxis(chart.x, isX: true, data: data, length: plotWidth, environment: environment)
    let plot = CGRect(
      x: content.minX + (y.labelsOnFarSide ? yBand : 0), y: content.minY + (x.labelsOnFarSide ? xBand : 0),
      width: plotWidth, height: plotHeight)
    return (x, y, plot)
  }

  /// Grid lines across the plot and ticks outside it.
  private func axisLinePlacements(_ axis: ChartAxisPlan, isX: Bool, plot: CGRect, node: ViewNode) -> [Arrangement.Placement] {
    guard !axis.isHidden else { return [] }
    var placements: [Arrangement.Placement] = []
    for mark in axis.marks {
      for element in mark.elements {
        let centered: Bool?
        let stroke: StrokeStyle
        let style: AnyShapeStyle?
        let isGrid: Bool
        let length: CGFloat
        switch element {
        case .gridLine(let c, let s, let st):
          (centered, stroke, style, isGrid, length) = (c, s ?? StrokeStyle(lineWidth: 0.5), st, true, 0)
        case .tick(let c, let l, let s, let st):
          (centered, stroke, style, isGrid, length) = (
            c, s ?? StrokeStyle(lineWidth: 0.5), st, false, l ?? ChartMetrics.tickLength
          )
        case .valueLabel:
          continue
        }
        let at = Self.markCoordinate(mark, centered: centered)
        let frame: CGRect
        if isX {
          let x = plot.minX + at
          frame =
            isGrid
            ? CGRect(x: x, y: plot.minY, width: 0, height: plot.height)
            : CGRect(x: x, y: mark.axisPosition == .top ? plot.minY - length : plot.maxY, width: 0, height: length)
        } else {
          let y = plot.minY + at
          frame =
            isGrid
            ? CGRect(x: plot.minX, y: y, width: plot.width, height: 0)
            : CGRect(x: mark.axisPosition == .leading ? plot.minX - length : plot.maxX, y: y, width: length, height: 0)
        }
        let line = ChartShapes.line(
          isX ? .vertical : .horizontal, style: style, stroke: stroke,
          viewType: isGrid ? "AxisGridLine" : "AxisTick", environment: node.environment)
        placements.append(.init(node: line, proposal: ProposedViewSize(frame.size), origin: frame.origin, size: frame.size))
      }
    }
    return placements
  }

  /// Where a grid line, tick or label goes: at the value, or in the middle of its band when
  /// centred (categories are centred unless told otherwise).
  static func markCoordinate(_ mark: ChartAxisPlan.Mark, centered: Bool?) -> CGFloat {
    guard let band = mark.band else { return mark.position }
    let isCategory: Bool
    if case .category = mark.value { isCategory = true } else { isCategory = false }
    return (centered ?? isCategory) ? (band.lowerBound + band.upperBound) / 2 : mark.position
  }

  /// The labels: y labels beside the plot, centred on their value; x labels under it,
  /// centred on numbers and categories, and starting just after their mark for dates (they
  /// name the interval that follows). A date label that would run past the plot's end names
  /// nothing shown and is dropped, as is any label that would leave the chart.
  private mutating func axisLabelPlacements(_ axis: inout ChartAxisPlan, isX: Bool, plot: CGRect, chartSize: CGSize)
    -> [Arrangement.Placement]
  {
    guard !axis.isHidden else { return [] }
    var placements: [Arrangement.Placement] = []
    let spacing = ChartMetrics.labelSpacing
    for mark in axis.marks {
      for case .valueLabel(let centered, let anchor, let label) in mark.elements {
        let size = self.size(label, .unspecified)
        let at = Self.markCoordinate(mark, centered: centered)
        var origin: CGPoint
        if isX {
          let x = plot.minX + at
          let startsAtMark: Bool
          if case .date = mark.value, centered != true, axis.scale.kind == .date {
            startsAtMark = true
          } else {
            startsAtMark = false
          }
          let top = mark.axisPosition == .top ? plot.minY - spacing - size.height : plot.maxY + spacing
          origin = CGPoint(x: startsAtMark ? x + spacing : x - size.width / 2, y: top)
          if let anchor { origin.x = x - anchor.x * size.width }
          if startsAtMark, anchor == nil, origin.x + size.width > plot.maxX + 0.5 { continue }
          if origin.x < -0.5 || origin.x + size.width > chartSize.width + 0.5 { continue }
        } else {
          let y = plot.minY + at
          let x = mark.axisPosition == .leading ? plot.minX - spacing - size.width : plot.maxX + spacing
          origin = CGPoint(x: x, y: y - size.height / 2)
          if let anchor { origin.y = y - anchor.y * size.height }
        }
        placements.append(.init(node: label, proposal: .unspecified, origin: origin, size: size))
      }
    }
    return placements
  }

  /// Pie and donut sectors: the full turn shared in proportion to the angle values,
  /// clockwise from the top, in a circle centred in the plot.
  private func sectorPlacements(_ chart: ResolvedChart, node: ViewNode, in plot: CGRect) -> [Arrangement.Placement] {
    let sectors = chart.marks.compactMap { mark -> (sector: ChartMark.Sector, styling: ChartMark.Styling)? in
      switch mark.kind {
      case .sector(let sector): (sector, mark.styling)
      // Marks on axes: a chart with any of them has no pie.
      case .bar, .line, .area, .point, .rule, .rectangle: nil
      }
    }
    let total = sectors.reduce(0) { $0 + max($1.sector.angle, 0) }
    guard total > 0 else { return [] }
    let radius = min(plot.width, plot.height) / 2
    let center = CGPoint(x: plot.width / 2, y: plot.height / 2)
    var angle = -Double.pi / 2
    var placements: [Arrangement.Placement] = []
    for (sector, styling) in sectors {
      let sweep = 2 * Double.pi * max(sector.angle, 0) / total
      defer { angle += sweep }
      guard sweep > 0 else { continue }
      let outer = Self.radius(sector.outerRadius, full: radius, default: radius)
      let inner = Self.radius(sector.innerRadius, full: outer, default: 0)
      let inset = outer > 0 ? Double(sector.angularInset / 2 / outer) : 0
      let start = angle + min(inset, sweep / 2)
      let end = angle + sweep - min(inset, sweep / 2)
      var path = Path()
      path.addArc(center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
      if inner > 0 {
        path.addArc(center: center, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
      } else {
        path.addLine(to: center)
      }
      path.closeSubpath()
      let shape = ChartShapes.filled(
        path, style: styling.style, opacity: styling.opacity, viewType: "SectorMark", environment: node.environment)
      placements.append(.init(node: shape, proposal: ProposedViewSize(plot.size), origin: plot.origin, size: plot.size))
    }
    return placements
  }

  static func radius(_ dimension: ChartMarkDimension, full: CGFloat, default value: CGFloat) -> CGFloat {
    switch dimension {
    case .automatic: value
    case .fixed(let points): min(max(points, 0), full)
    case .ratio(let ratio): full * CGFloat(min(max(ratio, 0), 1))
    case .inset(let inset): max(full - inset, 0)
    }
  }
}
