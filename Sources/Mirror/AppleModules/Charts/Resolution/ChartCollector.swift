import Foundation
import MirrorCore
import SwiftUI

/// The marks of a chart's content in drawing order, before styles are resolved.
struct ChartCollector {
  var marks: [MarkDraft] = []
  /// Annotation content, resolved when the chart's environment is known.
  let resolveContext: ResolveContext
}

/// Chart content with a change applied to each of its marks.
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  let modify: (inout MarkDraft, ResolveContext) -> Void

  var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) {
    var inner = ChartCollector(resolveContext: collector.resolveContext)
    inner.collect(content)
    for var draft in inner.marks {
      modify(&draft, collector.resolveContext)
      collector.marks.append(draft)
    }
  }
}

extension ChartContent {
  func modifyingMarks(_ modify: @escaping (inout MarkDraft) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { draft, _ in modify(&draft) }
  }
}
