import CXMLShim

/// Parses XML text into an `XMLTreeElement` tree with libxml2.
///
/// The parser never touches the network and never expands entities (`XML_PARSE_NONET`,
/// without `XML_PARSE_NOENT`); errors are returned, never printed. Thread-safe.
package enum XMLTreeParser {
  /// Why a document could not be parsed: libxml2's message and position.
  package struct Failure: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var line: Int
    package var column: Int
    package var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The root element of the document `text`.
  package static func parse(_ text: String) throws(Failure) -> XMLTreeElement {
    var bytes = Array(text.utf8)
    let length = Int32(bytes.count)
    if bytes.isEmpty { bytes = [0] }
    var message = [CChar](repeating: 0, count: 512)
    var line: Int32 = 0
    var column: Int32 = 0
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        xmlshim_parse($0, length, &message, Int32(message.count), &line, &column)
      }
    }
    guard let document else {
      let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      throw Failure(message: text.isEmpty ? "not well-formed" : text.trimmingSuffixNewlines, line: Int(line), column: Int(column))
    }
    defer { xmlshim_free(document) }
    return element(xmlshim_root(document))
  }

  /// The root element of the HTML document `text`, parsed as browsers parse HTML (void
  /// elements such as `<img>`, implied end tags); element names are lowercase.
  package static func parseHTML(_ text: String) throws(Failure) -> XMLTreeElement {
    var bytes = Array(text.utf8)
    let length = Int32(bytes.count)
    if bytes.isEmpty { bytes = [0] }
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { xmlshim_parse_html($0, length) }
    }
    guard let document else { throw Failure(message: "no root element", line: 1, column: 1) }
    defer { xmlshim_free(document) }
    return element(xmlshim_root(document))
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  private static func qualified(_ name: UnsafePointer<CChar>?, _ prefix: UnsafePointer<CChar>?) -> String {
    guard let prefix else { return string(name) }
    return String(cString: prefix) + ":" + string(name)
  }

  private static func element(_ node: xmlshim_node) -> XMLTreeElement {
    var result = XMLTreeElement(name: qualified(xmlshim_name(node), xmlshim_prefix(node)))
    var attribute = xmlshim_first_attribute(node)
    while let current = attribute {
      result.attributes.append(
        .init(
          name: qualified(xmlshim_attribute_name(current), xmlshim_attribute_prefix(current)),
          value: text(of: xmlshim_attribute_value(current))))
      attribute = xmlshim_next_attribute(current)
    }
    var child = xmlshim_first_child(node)
    while let current = child {
      switch Int(xmlshim_kind(current)) {
      case Int(XMLSHIM_ELEMENT):
        result.children.append(.element(element(current)))
      case Int(XMLSHIM_TEXT):
        let content = string(xmlshim_content(current))
        if case .text(let previous)? = result.children.last {
          result.children[result.children.count - 1] = .text(previous + content)
        } else {
          result.children.append(.text(content))
        }
      default:
        break
      }
      child = xmlshim_next(current)
    }
    return result
  }

  private static func text(of first: xmlshim_node?) -> String {
    var result = ""
    var node = first
    while let current = node {
      result += string(xmlshim_content(current))
      node = xmlshim_next(current)
    }
    return result
  }
}

extension String {
  fileprivate var trimmingSuffixNewlines: String {
    var copy = self
    while copy.last?.isNewline == true { copy.removeLast() }
    return copy
  }
}
