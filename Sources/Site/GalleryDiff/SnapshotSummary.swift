import Foundation
import GalleryFormats
import XMLTree

/// A rectangle in the snapshot's root coordinates, in points.
package struct Box: Hashable, Sendable {
  package var minX, minY, maxX, maxY: Double

  package var width: Double { maxX - minX }
  package var height: Double { maxY - minY }

  /// The smallest box holding both.
  func union(_ other: Box) -> Box {
    Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }
}

/// One view of a snapshot as the diff sees it: an element carrying `data-view`, with what it
/// draws itself (its element and the elements below it up to the next `data-view`).
package struct SnapshotView: Hashable, Sendable {
  /// The `data-view` value: `Text`, `Circle`, `VStack`, `padding`, …
  package var view: String
  /// The `aria-label` (a text's string, or an accessibility label).
  package var label: String?
  /// The nearest custom view the node was defined by (first name of `data-defined-by`).
  package var definedBy: String?
  /// The `data-view` values of the enclosing views, outermost first, joined by `/`.
  package var path: String
  /// Style attributes of the view's own element: transform, opacity, stroke, … (not fill).
  package var style: [String: String]
  /// The first fill the view draws with (its own, or its content's, e.g. a text's glyph fill).
  package var fill: String?
  /// Where the view draws, when it draws anything itself.
  package var bounds: Box?
  /// Where it starts: a text's first line, or the top-left corner of `bounds`.
  package var origin: (x: Double, y: Double)? {
    if let firstLine { return (firstLine.minX, firstLine.minY) }
    return bounds.map { ($0.minX, $0.minY) }
  }
  /// A text's first line box.
  package var firstLine: Box?
  /// For texts: the number of lines and the line height box (about the font size).
  package var lines: Int
  package var fontSize: Double?
  /// FNV-1a over the view's own drawing, with generated ids left out.
  package var fingerprint: FNV1a
}

/// What the diff compares in one SVG snapshot: its size, views in document order and links.
///
/// Built from the XML tree; positions are absolute except for `translate(…)` in `transform`
/// attributes, which are applied. Nested `<svg>` elements count with their own box only.
package struct SnapshotSummary: Hashable, Sendable {
  package var width: Double?
  package var height: Double?
  package var views: [SnapshotView] = []
  /// Allowed link targets (`<a href>`) in document order.
  package var links: [String] = []
  /// Blocked link targets (`data-blocked-url`) in document order.
  package var blockedLinks: [String] = []

  /// Parses SVG text; throws the parser's failure for malformed documents.
  package static func parse(_ text: String) throws -> SnapshotSummary {
    let root = try XMLTreeParser.parse(text)
    var summary = SnapshotSummary()
    summary.width = root[attribute: "width"].flatMap(Double.init)
    summary.height = root[attribute: "height"].flatMap(Double.init)
    var builder = Builder()
    for child in root.elementChildren {
      builder.visit(child, offset: (0, 0), path: [], definedBy: nil, owner: nil)
    }
    summary.views = builder.views
    summary.links = builder.links
    summary.blockedLinks = builder.blockedLinks
    return summary
  }

  private struct Builder {
    var views: [SnapshotView] = []
    var links: [String] = []
    var blockedLinks: [String] = []

    static let styleNames = [
      "transform", "opacity", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "style", "data-redacted",
      "data-blend-mode",
    ]
    static let skippedNames: Set<String> = [
      "defs", "title", "desc", "clipPath", "mask", "filter", "linearGradient", "radialGradient",
    ]

    mutating func visit(_ element: XMLTreeElement, offset: (Double, Double), path: [String], definedBy: String?, owner: Int?) {
      if Self.skippedNames.contains(element.name) { return }
      if element.name == "a", let href = element[attribute: "href"] ?? element[attribute: "xlink:href"] { links.append(href) }
      if let blocked = element[attribute: "data-blocked-url"] { blockedLinks.append(blocked) }
      var offset = offset
      if let transform = element[attribute: "transform"], let (tx, ty) = Self.translation(transform) {
        offset = (offset.0 + tx, offset.1 + ty)
      }
      var current = owner
      var path = path
      var definedBy = definedBy
      if let view = element[attribute: "data-view"] {
        if let names = element[attribute: "data-defined-by"], let first = names.split(separator: " ").first {
          definedBy = String(first)
        }
        var style: [String: String] = [:]
        for name in Self.styleNames { if let value = element[attribute: name] { style[name] = value } }
        views.append(
          SnapshotView(
            view: view, label: element[attribute: "aria-label"], definedBy: definedBy, path: path.joined(separator: "/"),
            style: style, fill: nil, bounds: nil, firstLine: nil, lines: 0, fontSize: nil, fingerprint: FNV1a()))
        current = views.count - 1
        path.append(view)
      }
      guard let owner = current else {
        for child in element.elementChildren { visit(child, offset: offset, path: path, definedBy: definedBy, owner: nil) }
        return
      }
      // Invisible hit areas of links say nothing about the drawing.
      if element.name == "rect", element[attribute: "pointer-events"] == "all", element[attribute: "fill"] == "none" { return }
      // Links are compared on their own; their elements say nothing about the drawing.
      if element.name != "a" && element[attribute: "data-link"] == nil {
        Self.fingerprint(element, into: &views[owner].fingerprint)
      }
      if views[owner].fill == nil, let fill = element[attribute: "fill"], fill != "none" { views[owner].fill = fill }
      if let box = Self.box(of: element, offset: offset) {
        views[owner].bounds = views[owner].bounds.map { $0.union(box) } ?? box
        if element.name == "svg", views[owner].view == "Text" {
          views[owner].lines += 1
          if views[owner].firstLine == nil {
            views[owner].firstLine = box
            views[owner].fontSize = box.height
          }
        }
      }
      if element.name == "svg" {
        // A nested viewport: its inside is in other coordinates; only its drawing counts.
        for node in element.allElements.dropFirst() {
          Self.fingerprint(node, into: &views[owner].fingerprint)
          if views[owner].fill == nil, let fill = node[attribute: "fill"], fill != "none" { views[owner].fill = fill }
        }
        return
      }
      for child in element.elementChildren {
        visit(child, offset: offset, path: path, definedBy: definedBy, owner: owner)
      }
    }

    /// Hashes the element's name and attributes, leaving out generated ids and references.
    static func fingerprint(_ element: XMLTreeElement, into hash: inout FNV1a) {
      func mix(_ text: String) {
        hash.combine(text)
        hash.combine(byte: 0xff)
      }
      mix(element.name)
      for attribute in element.attributes {
        switch attribute.name {
        case "id", "clip-path", "mask", "filter": continue
        default:
          mix(attribute.name)
          mix(attribute.value.hasPrefix("url(#") ? "url" : attribute.value)
        }
      }
    }

    /// The `translate(x y)` part of a transform attribute, or nil.
    static func translation(_ transform: String) -> (Double, Double)? {
      guard let start = transform.range(of: "translate(") else { return nil }
      let rest = transform[start.upperBound...].prefix { $0 != ")" }
      let numbers = rest.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      guard let x = numbers.first else { return nil }
      return (x, numbers.count > 1 ? numbers[1] : 0)
    }

    /// The box an element draws in, for elements with a geometry of their own.
    static func box(of element: XMLTreeElement, offset: (Double, Double)) -> Box? {
      func number(_ name: String) -> Double? { element[attribute: name].flatMap(Double.init) }
      switch element.name {
      case "rect", "svg", "image", "use":
        guard element.name != "use" || element[attribute: "width"] != nil else { return nil }
        let x = (number("x") ?? 0) + offset.0
        let y = (number("y") ?? 0) + offset.1
        return Box(minX: x, minY: y, maxX: x + (number("width") ?? 0), maxY: y + (number("height") ?? 0))
      case "circle", "ellipse":
        let cx = (number("cx") ?? 0) + offset.0
        let cy = (number("cy") ?? 0) + offset.1
        let rx = number("r") ?? number("rx") ?? 0
        let ry = number("r") ?? number("ry") ?? 0
        return Box(minX: cx - rx, minY: cy - ry, maxX: cx + rx, maxY: cy + ry)
      case "line":
        let xs = [number("x1") ?? 0, number("x2") ?? 0].map { $0 + offset.0 }
        let ys = [number("y1") ?? 0, number("y2") ?? 0].map { $0 + offset.1 }
        return Box(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!)
      case "path":
        return element[attribute: "d"].flatMap { pathBox($0, offset: offset) }
      default:
        return nil
      }
    }

    /// The box of an absolute path's points (control points included: close enough here).
    static func pathBox(_ d: String, offset: (Double, Double)) -> Box? {
      var box: Box?
      var command: Character = "M"
      var numbers: [Double] = []
      func flush() {
        var points: [(Double, Double)] = []
        switch command {
        case "M", "L", "C", "Q", "S", "T":
          var index = 0
          while index + 1 < numbers.count {
            points.append((numbers[index], numbers[index + 1]))
            index += 2
          }
        case "A":
          var index = 0
          while index + 6 < numbers.count {
            points.append((numbers[index + 5], numbers[index + 6]))
            index += 7
          }
        default:
          break
        }
        for (x, y) in points {
          let point = Box(minX: x + offset.0, minY: y + offset.1, maxX: x + offset.0, maxY: y + offset.1)
          box = box.map { $0.union(point) } ?? point
        }
        numbers.removeAll(keepingCapacity: true)
      }
      var token = ""
      func endToken() {
        if !token.isEmpty, let value = Double(token) { numbers.append(value) }
        token = ""
      }
      for character in d {
        if character.isLetter && character != "e" && character != "E" {
          endToken()
          flush()
          command = character
        } else if character == " " || character == "," {
          endToken()
        } else if character == "-", !token.isEmpty, token.last != "e", token.last != "E" {
          endToken()
          token.append(character)
        } else {
          token.append(character)
        }
      }
      endToken()
      flush()
      return box
    }
  }
}
