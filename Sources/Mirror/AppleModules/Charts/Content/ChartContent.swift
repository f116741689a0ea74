import Foundation
import MirrorCore
import SwiftUI

/// A type that represents the content of a chart: marks, `ForEach` over marks, or a
/// composition of them in a `body`, as in Swift Charts.
public protocol ChartContent {
  /// The chart content this content is made of.
  associatedtype Body: ChartContent

  /// The content of this chart content.
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Chart content the chart collects itself instead of evaluating a `body` (marks, groups).
protocol PrimitiveChartContent {
  func collect(into collector: inout ChartCollector)
}

extension PrimitiveChartContent {
  func primitiveBody() -> Never {
    fatalError("\(Self.self) is primitive chart content and has no body")
  }
}

extension ChartCollector {
  /// Adds the marks of any chart content, evaluating `body` until primitive content is met.
  mutating func collect<Content: ChartContent>(_ content: Content) {
    if let primitive = content as? any PrimitiveChartContent {
      primitive.collect(into: &self)
    } else {
      collect(content.body)
    }
  }
}
