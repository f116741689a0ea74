import Foundation
import MirrorCore
import SwiftUI

extension ForEach: ChartContent where Content: ChartContent {
  public var body: Never { fatalError("ForEach has no body") }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, id: { $0 }, content: content)
  }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
  func collect(into collector: inout ChartCollector) {
    for element in data {
      collector.collect(content(element))
    }
  }
}
