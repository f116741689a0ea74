import Foundation
import MirrorCore

/// One axis laid out along a length: its scale, the values it marks and, for each, what is
/// drawn there (labels made and measured with the text engine).
struct ChartAxisPlan {
  struct Mark {
    var value: ChartValue
    /// Along the axis, from the plot's start (x: left edge; y: top edge).
    var position: CGFloat
    /// The band a category or a date unit covers, for `centered` elements.
    var band: ClosedRange<CGFloat>?
    var elements: [ChartAxisElement]
    /// The side of the plot the axis is drawn on.
    var axisPosition: ChartAxisPosition
  }

  var scale: ChartScale
  var marks: [Mark] = []
  /// The largest label, for the space the labels take beside the plot.
  var labelSize: CGSize = .zero
  var isHidden: Bool

  /// Whether labels are drawn on the far side (x: top; y: leading).
  var labelsOnFarSide: Bool {
    guard let position = marks.first?.axisPosition else { return false }
    return position == .top || position == .leading
  }
}

extension LayoutContext {
  /// Lays out one axis of `chart` along `length` points.
  mutating func planAxis(_ spec: ChartAxisSpec, isX: Bool, data: ChartData, length: CGFloat, environment: EnvironmentValues)
    -> ChartAxisPlan
  {
    let calendar = Self.chartCalendar(environment)
    let dataKind = isX ? data.xKind : data.yKind
    var scale: ChartScale
    switch spec.domain {
    case .categories(let names)?: scale = ChartScale(kind: .category, categories: names)
    case .dates(let range)?:
      scale = ChartScale(
        kind: .date, domain: range.lowerBound.timeIntervalSinceReferenceDate...range.upperBound.timeIntervalSinceReferenceDate)
    case .numbers(let range)?:
      scale = ChartScale(
        kind: dataKind == .number(integer: true) ? .number(integer: true) : .number(integer: false), domain: range)
    case nil:
      switch dataKind {
      case .category?: scale = ChartScale(kind: .category, categories: isX ? data.xCategories : data.yCategories)
      case .date?: scale = ChartScale(kind: .date, domain: (isX ? data.xExtent : data.yExtent) ?? 0...86_400)
      case .number(let integer)?:
        var extent = (isX ? data.xExtent : data.yExtent) ?? 0...1
        // Swift Charts' automatic number domains include zero unless told otherwise
        // (Apple: ScaleDomain.automatic(includesZero:), "only applicable for numerical values").
        if spec.includesZero ?? true { extent = min(extent.lowerBound, 0)...max(extent.upperBound, 0) }
        scale = ChartScale(kind: .number(integer: integer), domain: extent)
      case nil: scale = ChartScale(kind: .number(integer: false), domain: 0...1)
      }
    }
    // x runs left to right; continuous y runs bottom to top, categories on y top to bottom.
    let near = spec.startPadding
    let far = max(length - spec.endPadding, spec.startPadding)
    var (from, to) = isX || scale.kind == .category ? (near, far) : (length - near, length - far)
    if spec.isReversed { swap(&from, &to) }
    scale.start = from
    scale.end = to

    var plan = ChartAxisPlan(scale: scale, isHidden: spec.isHidden)
    let allMarks = spec.marks ?? []
    // The first automatic marks round the domain out to their values; the others mark it.
    var rounded = spec.domain != nil
    for axisMarks in allMarks {
      let values = markValues(
        axisMarks.values, scale: &plan.scale, rounding: !rounded, isX: isX, length: length, calendar: calendar)
      if case .automatic = axisMarks.values { rounded = true }
      let position = axisMarks.position == .automatic ? (isX ? .bottom : .trailing) : axisMarks.position
      let formatter = ChartLabelFormatter(
        values: values.values, scale: plan.scale, stride: values.dateStride, environment: environment)
      for (index, value) in values.values.enumerated() {
        guard let at = plan.scale.position(value) else { continue }
        let tick = ChartAxisTick(value: value, index: index, count: values.values.count, label: formatter.label(value))
        let elements = axisMarks.content.map { content in MainActor.assumingIsolated { content(tick) } } ?? []
        plan.marks.append(
          .init(
            value: value, position: at, band: band(of: value, scale: plan.scale, calendar: calendar),
            elements: elements, axisPosition: position))
      }
    }
    if !plan.isHidden {
      for mark in plan.marks {
        for case .valueLabel(_, _, let label) in mark.elements {
          let size = size(label, .unspecified)
          plan.labelSize.width = max(plan.labelSize.width, size.width)
          plan.labelSize.height = max(plan.labelSize.height, size.height)
        }
      }
    }
    return plan
  }

  /// The band a category or a unit-long date covers along the axis.
  private func band(of value: ChartValue, scale: ChartScale, calendar: Calendar) -> ClosedRange<CGFloat>? {
    switch value {
    case .category(let name):
      return scale.band(of: name)
    case .date(let date, let unit?):
      guard let end = calendar.date(byAdding: unit, value: 1, to: date) else { return nil }
      let a = scale.position(date.timeIntervalSinceReferenceDate)
      let b = scale.position(end.timeIntervalSinceReferenceDate)
      return min(a, b)...max(a, b)
    default:
      return nil
    }
  }

  private struct MarkValues {
    var values: [ChartValue]
    var dateStride: (Calendar.Component, Int)?
  }

  /// The values one `AxisMarks` marks; automatic marks on an automatic domain widen it to
  /// whole steps.
  private func markValues(
    _ values: ChartAxisMarkValues, scale: inout ChartScale, rounding: Bool, isX: Bool, length: CGFloat,
    calendar: Calendar
  ) -> MarkValues {
    let fitting = length.isFinite ? (length / ChartMetrics.xMarkSpacing).rounded(.down) : 0
    let automaticCount =
      isX ? min(max(2, Int(min(max(fitting, 0), 1000))), ChartMetrics.maximumDesiredMarks) : ChartMetrics.yDesiredMarks
    switch (values, scale.kind) {
    case (.values(let list), _):
      return MarkValues(values: list)
    case (_, .category):
      return MarkValues(values: scale.categories.map { .category($0) })
    case (.automatic(let desired, let roundLower, let roundUpper), .number(let integer)):
      let nice = ChartTicks.nice(
        scale.domain, desiredCount: desired ?? automaticCount, integer: integer,
        roundLower: rounding && (roundLower ?? true), roundUpper: rounding && (roundUpper ?? true))
      if rounding { scale.domain = nice.domain }
      let inside = nice.ticks.filter { scale.domain.contains($0) }
      return MarkValues(values: inside.map { .number($0, isInteger: integer) })
    case (.numberStride(let step), .number(let integer)):
      return MarkValues(values: ChartTicks.values(in: scale.domain, step: step).map { .number($0, isInteger: integer) })
    case (.automatic(let desired, _, _), .date):
      let stride = ChartTicks.dateStride(
        span: scale.domain.upperBound - scale.domain.lowerBound, desiredCount: desired ?? automaticCount)
      return MarkValues(values: dates(scale, stride.0, stride.1, calendar), dateStride: stride)
    case (.dateStride(let component, let count), .date):
      return MarkValues(values: dates(scale, component, count, calendar), dateStride: (component, count))
    case (.numberStride(let step), .date):
      let dates = ChartTicks.values(in: scale.domain, step: step).map {
        ChartValue.date(Date(timeIntervalSinceReferenceDate: $0), unit: nil)
      }
      return MarkValues(values: dates)
    case (.dateStride, .number):
      return MarkValues(values: [])
    }
  }

  private func dates(_ scale: ChartScale, _ component: Calendar.Component, _ count: Int, _ calendar: Calendar) -> [ChartValue] {
    let domain =
      Date(
        timeIntervalSinceReferenceDate: scale.domain.lowerBound)...Date(timeIntervalSinceReferenceDate: scale.domain.upperBound)
    return ChartTicks.dates(in: domain, component: component, count: count, calendar: calendar).map { .date($0, unit: nil) }
  }

  /// The environment's calendar in its time zone (UTC unless the gallery sets one).
  static func chartCalendar(_ environment: EnvironmentValues) -> Calendar {
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    return calendar
  }
}
