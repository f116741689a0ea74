import Foundation
import MirrorCore
import SwiftUI

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`, …) set, read by the
/// chart they are applied to.
struct ChartConfiguration {
  struct Axis {
    var visibility: Visibility = .automatic
    var content: (any AxisContent)?
    var domain: ChartDomain?
    var includesZero: Bool?
    var isReversed = false
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
  }

  var x = Axis()
  var y = Axis()
  var legendVisibility: Visibility = .automatic
  var legendPosition: ChartLegendPlacement = .automatic
  /// The views of `chartLegend`, `chartPlotStyle`, `chartBackground` and `chartOverlay`: user
  /// code, run when the chart resolves, on the main actor.
  var legendContent: (() -> AnyView)?
  /// `chartForegroundStyleScale`: series names and their styles, in the legend's order.
  var foregroundScale: [(name: String, style: AnyShapeStyle)]?
  var plotStyle: (() -> AnyView)?
  var background: (content: () -> AnyView, alignment: Alignment)?
  var overlay: (content: () -> AnyView, alignment: Alignment)?
}

struct ChartConfigurationKey: EnvironmentKey {
  static var defaultValue: ChartConfiguration { ChartConfiguration() }
}
