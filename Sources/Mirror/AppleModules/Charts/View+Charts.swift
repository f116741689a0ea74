import Foundation
import MirrorCore
import SwiftUI

extension View {
  func chartConfiguration(_ update: @escaping (inout ChartConfiguration) -> Void) -> some View {
    ModifiedView(content: self, payload: update) { context, update, resolveContent in
      var inner = context
      update(&inner.environment[ChartConfigurationKey.self])
      return resolveContent(inner)
    }
  }

  /// The marks of the x axis.
  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    let content = content()
    return chartConfiguration { $0.x.content = content }
  }

  public func chartXAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.x.visibility = visibility }
  }

  /// The marks of the y axis.
  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    let content = content()
    return chartConfiguration { $0.y.content = content }
  }

  public func chartYAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.y.visibility = visibility }
  }

  /// Accepted for compatibility: axis titles are not drawn yet.
  public func chartXAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartConfiguration { _ in }
  }

  public func chartYAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// The x scale's domain: numbers, dates or categories, exactly as given.
  public func chartXScale<Domain: ScaleDomain>(
    domain: Domain, range: PlotDimensionScaleRange = .automatic, type: ScaleType? = nil
  ) -> some View {
    chartConfiguration {
      (domain as? any ScaleDomainSetting)?.apply(to: &$0.x)
      range.apply(to: &$0.x)
    }
  }

  public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
    chartConfiguration { range.apply(to: &$0.x) }
  }

  /// The y scale's domain: numbers, dates or categories, exactly as given.
  public func chartYScale<Domain: ScaleDomain>(
    domain: Domain, range: PlotDimensionScaleRange = .automatic, type: ScaleType? = nil
  ) -> some View {
    chartConfiguration {
      (domain as? any ScaleDomainSetting)?.apply(to: &$0.y)
      range.apply(to: &$0.y)
    }
  }

  public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
    chartConfiguration { range.apply(to: &$0.y) }
  }

  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.legendVisibility = visibility }
  }

  /// Where the legend goes (below the plot by default).
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)
    -> some View
  {
    chartConfiguration { $0.legendPosition = position.legendPlacement }
  }

  /// A legend of one's own.
  public func chartLegend<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    chartConfiguration {
      $0.legendPosition = position.legendPlacement
      $0.legendContent = { AnyView(content()) }
    }
  }

  /// The styles of `foregroundStyle(by:)` values, in legend order.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View
  {
    let pairs = mapping.map { (name: $0.key.chartValue.seriesName, style: AnyShapeStyle($0.value)) }
    return chartConfiguration { $0.foregroundScale = pairs }
  }

  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S]) -> some View {
    let pairs = zip(domain, range).map { (name: $0.chartValue.seriesName, style: AnyShapeStyle($1)) }
    return chartConfiguration { $0.foregroundScale = pairs }
  }

  public func chartForegroundStyleScale<DataValue: Plottable>(_ mapping: @escaping (DataValue) -> some ShapeStyle) -> some View {
    chartConfiguration { _ in }
  }

  /// Styles the plot area: the content receives the plot area as a view (backgrounds,
  /// borders and overlays are drawn in it, under the marks).
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
    chartConfiguration { $0.plotStyle = { AnyView(content(ChartPlotContent())) } }
  }

  /// A view behind the whole chart.
  public func chartBackground<Content: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> Content
  ) -> some View {
    chartConfiguration { $0.background = ({ AnyView(content(ChartProxy())) }, alignment) }
  }

  /// A view over the whole chart.
  public func chartOverlay<Content: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> Content)
    -> some View
  {
    chartConfiguration { $0.overlay = ({ AnyView(content(ChartProxy())) }, alignment) }
  }
}

extension AnnotationPosition {
  var legendPlacement: ChartLegendPlacement {
    switch kind {
    case .top: .top
    case .leading: .leading
    case .trailing: .trailing
    case .bottom: .bottom
    default: .automatic
    }
  }
}

/// The plot area, as `chartPlotStyle` receives it: style it like any view.
nonisolated public struct ChartPlotContent: View {
  public var body: some View { Color.clear }
}

/// Converts between data values and positions; the gallery's charts are drawn once, so the
/// proxy answers nothing.
public struct ChartProxy {
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public var plotSize: CGSize { .zero }
}

/// A scale's range: the plot's extent, with padding at its ends.
public struct PlotDimensionScaleRange: Sendable {
  let startPadding: CGFloat
  let endPadding: CGFloat
  public static let automatic = PlotDimensionScaleRange(startPadding: 0, endPadding: 0)
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
  }
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
  }

  func apply(to axis: inout ChartConfiguration.Axis) {
    axis.startPadding = startPadding
    axis.endPadding = endPadding
  }
}

/// How values map to positions; the gallery draws linear and categorical scales.
public struct ScaleType: Sendable {
  public static let linear = ScaleType()
  public static let log = ScaleType()
  public static let squareRoot = ScaleType()
  public static let category = ScaleType()
  public static let date = ScaleType()
}
