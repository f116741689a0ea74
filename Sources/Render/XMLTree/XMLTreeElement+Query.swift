extension XMLTreeElement {
  /// The value of the attribute named `name` (qualified), or nil.
  package subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The child elements, in order.
  package var elementChildren: [XMLTreeElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// This element and every element below it, in document order.
  package var allElements: [XMLTreeElement] {
    var result: [XMLTreeElement] = []
    func visit(_ element: XMLTreeElement) {
      result.append(element)
      element.elementChildren.forEach(visit)
    }
    visit(self)
    return result
  }

  /// Every element below or at this one named `name`, in document order.
  package func elements(named name: String) -> [XMLTreeElement] {
    allElements.filter { $0.name == name }
  }

  /// The concatenated character data of this element and its descendants.
  package var textContent: String {
    children.map { node in
      switch node {
      case .text(let text): text
      case .element(let element): element.textContent
      }
    }.joined()
  }
}
