import Foundation

/// Swift Charts' fixed lengths, in points, as measured on iOS 17 renders at 3× (the energy
/// widget of a public app: a 303 × 66-pt plot with 9-pt labels).
enum ChartMetrics {
  /// Between the plot's edge and an axis label (y labels: from the trailing edge; x labels:
  /// below the bottom edge, and after the mark for dates, whose labels start at their mark).
  static let labelSpacing: CGFloat = 4.5
  /// A bar standing for a calendar unit or a category fills this share of its band (8.7 of
  /// 12.6 pt for hours, 7.3 of 10.5 pt for days).
  static let bandFill: CGFloat = 0.7
  /// An axis tick's length outside the plot.
  static let tickLength: CGFloat = 4
  /// Between the plot (with its x labels) and the legend.
  static let legendSpacing: CGFloat = 8
  /// Lines and rules: `LineMark` 2 pt, `RuleMark` 1 pt.
  static let lineWidth: CGFloat = 2
  static let ruleWidth: CGFloat = 1
  /// A point symbol's area in square points (`symbolSize`'s unit), about 6.2 pt across.
  static let symbolArea: CGFloat = 30
  /// Automatic y marks: the desired count (in d3's sense, see `ChartTicks`). The same data
  /// (−1.35…1.25) on a 66-pt and on a 280-pt y axis got steps of 1 on iOS 17 (counts 2 to 3
  /// pick that; 4 and more pick 0.5), and −10.3…13 got steps of 10: the count does not grow
  /// with the axis.
  static let yDesiredMarks = 3
  /// Automatic x marks: about one per this many points (x labels are wide), at most five.
  static let xMarkSpacing: CGFloat = 60
  static let maximumDesiredMarks = 5
}
