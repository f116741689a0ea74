import Foundation
import MirrorCore

/// Makes one view per element of a collection, identified by an id.
///
/// Each produced view carries its element's id, so identity survives reordering.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  package let idForElement: (Data.Element) -> ID

  /// Any content, for element kinds other than views (Swift Charts' chart content).
  package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idForElement = id
  }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Content: View {
    self.data = data
    self.content = content
    self.idForElement = { $0[keyPath: id] }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idForElement = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.idForElement = { $0 }
  }
}

extension ForEach: View where Content: View {
  public var body: Never { primitiveBody() }
}

extension ForEach: PrimitiveView where Content: View {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    var nodes: [ViewNode] = []
    let budget = context.widget
    guard budget.overBudget == nil else { return nodes }
    nodes.reserveCapacity(min(data.count, PreviewBudget.views))
    for element in data {
      let id = AnyHashable(idForElement(element))
      let made = context.resolve(content(element))
      budget.forEachViews += made.count
      if budget.forEachViews > PreviewBudget.views || budget.overBudget != nil {
        // Stop here: the preview will be an error card, however many views the rest makes.
        budget.overBudget =
          budget.overBudget
          ?? "ForEach\(context.container.map { " in \($0)" } ?? "") of \(PreviewBudget.format(data.count)) elements made more than \(PreviewBudget.format(PreviewBudget.views)) views, the limit for one preview"
        break
      }
      for node in made {
        node.traits.identity.append(id)
        nodes.append(node)
      }
    }
    return nodes
  }
}
