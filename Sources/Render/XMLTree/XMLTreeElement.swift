/// One element of a parsed XML document: its qualified name, attributes in document order,
/// and its children (elements and text) in order.
package struct XMLTreeElement: Hashable, Sendable {
  /// One attribute; `name` is qualified (`xlink:href`) when the attribute has a prefix.
  package struct Attribute: Hashable, Sendable {
    package var name: String
    package var value: String
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The element's qualified name (`svg`, `xlink:foo`).
  package var name: String
  package var attributes: [Attribute]
  package var children: [XMLTreeNode]

  package init(name: String, attributes: [Attribute] = [], children: [XMLTreeNode] = []) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }
}

/// A child of an element: an element, or character data (text and CDATA alike).
package enum XMLTreeNode: Hashable, Sendable {
  case element(XMLTreeElement)
  case text(String)
}
