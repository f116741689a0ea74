import Foundation
import MirrorCore
import SwiftUI

/// A chart: marks plotted against scales inferred from their data, with axes, grid lines and
/// a legend as Swift Charts draws them. Laid out like any other view (it takes the space it
/// is offered).
nonisolated public struct Chart<Content: ChartContent>: View, PrimitiveView {
  let content: Content

  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }

  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  public var body: Never { primitiveBody() }

  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    var collector = ChartCollector(resolveContext: context)
    collector.collect(content)
    let configuration = context.environment[ChartConfigurationKey.self]
    let chart = ChartResolver(configuration: configuration, context: context).resolve(collector.marks)
    return [context.node(.chart(chart), "Chart")]
  }
}
