import Foundation
import MirrorCore
import SwiftUI

/// Turns collected marks and the chart modifiers into a `ResolvedChart`: final mark styles
/// from the foreground scale, series, symbols, axis marks and the legend.
struct ChartResolver {
  let configuration: ChartConfiguration
  let context: ResolveContext

  /// Swift Charts' categorical palette, in the order it assigns colours to series: blue,
  /// green, orange, purple, red, cyan, yellow, then again (observed on iOS 18.3 and described
  /// in https://example-a.com/answer/79405781, "How to fully reproduce default styling of
  /// Swift Charts").
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  @MainActor func resolve(_ drafts: [MarkDraft]) -> ResolvedChart {
    var chart = ResolvedChart()
    let styles = seriesStyles(drafts)
    var symbolKeys: [String] = []
    for draft in drafts {
      if let key = draft.symbolKey, !symbolKeys.contains(key) { symbolKeys.append(key) }
    }
    chart.marks = drafts.map { draft in
      var mark = draft.mark
      if let explicit = draft.explicitStyle {
        mark.styling.style = explicit
      } else if let key = draft.styleKey, let style = styles.first(where: { $0.name == key })?.style {
        mark.styling.style = style
      } else {
        mark.styling.style = AnyShapeStyle(Self.palette[0])
      }
      mark.kind.modifySeries { $0.name = $0.name ?? draft.styleKey ?? draft.lineStyleKey }
      if let key = draft.symbolKey, let index = symbolKeys.firstIndex(of: key) {
        mark.kind.modifySymbol { $0.shape = BasicChartSymbolShape.cycle[index % BasicChartSymbolShape.cycle.count] }
      }
      return mark
    }
    chart.x = axis(configuration.x, kind: .x)
    chart.y = axis(configuration.y, kind: .y)
    let usedKeys = drafts.compactMap(\.styleKey)
    let legendEntries = styles.filter { usedKeys.contains($0.name) }
    if configuration.legendVisibility != .hidden {
      if let content = configuration.legendContent {
        chart.legend = context.resolveSingle(content())
      } else if !legendEntries.isEmpty {
        chart.legend = context.resolveSingle(ChartLegendView(entries: legendEntries))
      }
    }
    chart.legendPosition = configuration.legendPosition
    chart.plotBackground = configuration.plotStyle.map { context.resolveSingle($0()) }
    chart.background = configuration.background.map { context.resolveLayered($0.content(), alignment: $0.alignment) }
    chart.overlay = configuration.overlay.map { context.resolveLayered($0.content(), alignment: $0.alignment) }
    return chart
  }

  /// Each `foregroundStyle(by:)` value with its style: the scale's mapping when the chart
  /// sets one, otherwise the palette in order of first appearance.
  private func seriesStyles(_ drafts: [MarkDraft]) -> [(name: String, style: AnyShapeStyle)] {
    if let mapping = configuration.foregroundScale { return mapping }
    var names: [String] = []
    for draft in drafts {
      if let key = draft.styleKey, !names.contains(key) { names.append(key) }
    }
    return names.enumerated().map { index, name in
      (name, AnyShapeStyle(Self.palette[index % Self.palette.count]))
    }
  }

  @MainActor private func axis(_ settings: ChartConfiguration.Axis, kind: ChartAxisKind) -> ChartAxisSpec {
    var spec = ChartAxisSpec()
    spec.isHidden = settings.visibility == .hidden
    let content: any AxisContent = settings.content ?? AxisMarks()
    spec.marks = (content as? any PrimitiveAxisContent)?.axisMarks(in: context, axis: kind) ?? []
    spec.domain = settings.domain
    spec.includesZero = settings.includesZero
    spec.isReversed = settings.isReversed
    spec.startPadding = settings.startPadding
    spec.endPadding = settings.endPadding
    return spec
  }
}

/// The default legend: a coloured circle and the series name for each series, in a row.
nonisolated struct ChartLegendView: View {
  let entries: [(name: String, style: AnyShapeStyle)]

  var body: some View {
    HStack(spacing: 12) {
      ForEach(0..<entries.count) { index in
        HStack(spacing: 4) {
          Circle().fill(entries[index].style).frame(width: 8, height: 8)
          Text(verbatim: entries[index].name).font(.caption2).foregroundStyle(.secondary)
        }
      }
    }
  }
}
