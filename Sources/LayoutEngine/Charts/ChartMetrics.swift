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
  /// Automatic marks: the desired count is the axis length over this many points (y: a
  /// 66-pt axis asks for 3, which gives iOS's picks above; x labels are wider, so fewer).
  static let yMarkSpacing: CGFloat = 20
  static let xMarkSpacing: CGFloat = 60
  /// …and never more than this many (Swift Charts' usual five or so grid lines).
  static let maximumDesiredMarks = 5
}
