import Foundation
import MirrorCore
import SwiftUI

/// Builds chart content from the statements of a closure: any number of marks, `ForEach`,
/// `if`/`else`, `if let`, `switch` and optionals.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

  public static func buildBlock() -> _EmptyChartContent { _EmptyChartContent() }

  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _TupleChartContent {
    var children: [any ChartContent] = []
    for child in repeat each content {
      children.append(child)
    }
    return _TupleChartContent(children: children)
  }

  public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

  public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> _ConditionalChartContent<
    First, Second
  > {
    _ConditionalChartContent(first: first)
  }

  public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> _ConditionalChartContent<
    First, Second
  > {
    _ConditionalChartContent(second: second)
  }

  public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> _TupleChartContent {
    _TupleChartContent(children: [content])
  }
}

/// No chart content.
public struct _EmptyChartContent: ChartContent, PrimitiveChartContent {
  public init() {}
  public var body: Never { primitiveBody() }
  func collect(into collector: inout ChartCollector) {}
}

/// Several pieces of chart content, drawn in order.
public struct _TupleChartContent: ChartContent, PrimitiveChartContent {
  let children: [any ChartContent]
  public var body: Never { primitiveBody() }
  func collect(into collector: inout ChartCollector) {
    for child in children { collector.collect(child) }
  }
}

/// One of two pieces of chart content, chosen by an `if` or `switch`.
public struct _ConditionalChartContent<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
  let first: First?
  let second: Second?
  init(first: First) {
    self.first = first
    self.second = nil
  }
  init(second: Second) {
    self.first = nil
    self.second = second
  }
  public var body: Never { primitiveBody() }
  func collect(into collector: inout ChartCollector) {
    if let first { collector.collect(first) }
    if let second { collector.collect(second) }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  public var body: Never { fatalError("Optional chart content has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
  func collect(into collector: inout ChartCollector) {
    if let self { collector.collect(self) }
  }
}
