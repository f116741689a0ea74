import Foundation
import GalleryFormats
import MirrorCore
import XMLTree

/// Serialises SVG elements into a `VectorImage`'s pieces: ids and the references to them
/// (`id`, `url(#…)` in any attribute, `href`/`xlink:href` to `#…`) become numbered id pieces,
/// numbered in the order they first appear; `xlink:href` is written as SVG 2's `href`.
struct VectorMarkup {
  private(set) var pieces: [VectorImage.Piece] = []
  private var numbers: [String: Int] = [:]
  private var text = ""

  mutating func append(_ node: XMLTreeNode) {
    switch node {
    case .text(let value):
      text += XMLEscaping.escaped(value, inAttribute: false)
    case .element(let element):
      text += "<" + element.name
      for attribute in element.attributes {
        let name = attribute.name == "xlink:href" ? "href" : attribute.name
        text += " " + name + "=\""
        if name == "id" {
          appendID(attribute.value)
        } else if name == "href", attribute.value.hasPrefix("#") {
          text += "#"
          appendID(String(attribute.value.dropFirst()))
        } else {
          appendReferences(in: attribute.value)
        }
        text += "\""
      }
      if element.children.isEmpty {
        text += "/>"
      } else {
        text += ">"
        for child in element.children { append(child) }
        text += "</" + element.name + ">"
      }
    }
  }

  /// The markup so far, with the last run of text closed.
  var finished: [VectorImage.Piece] {
    text.isEmpty ? pieces : pieces + [.markup(text)]
  }

  private mutating func appendID(_ name: String) {
    if !text.isEmpty { pieces.append(.markup(text)) }
    text = ""
    if let number = numbers[name] {
      pieces.append(.id(number))
    } else {
      numbers[name] = numbers.count + 1
      pieces.append(.id(numbers.count))
    }
  }

  /// Writes an attribute value, with each `url(#name)` turned into an id piece.
  private mutating func appendReferences(in value: String) {
    var rest = Substring(value)
    while let start = rest.range(of: "url(#") {
      text += XMLEscaping.escaped(String(rest[..<start.upperBound]), inAttribute: true)
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(of: ")") else {
        rest = after
        break
      }
      appendID(String(after[..<end]))
      rest = after[end...]
    }
    text += XMLEscaping.escaped(String(rest), inAttribute: true)
  }
}
