import CLibXML2

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
    if bytes.isEmpty { bytes = [0] }
    guard let context = xmlNewParserCtxt() else {
      throw Failure(message: "libxml2 could not allocate a parser", line: 0, column: 0)
    }
    defer { xmlFreeParserCtxt(context) }
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        xmlCtxtReadMemory(context, $0, Int32(text.utf8.count), nil, "UTF-8", options)
      }
    }
    guard let document else { throw failure(context) }
    defer { xmlFreeDoc(document) }
    guard context.pointee.wellFormed != 0, let root = xmlDocGetRootElement(document) else {
      throw failure(context)
    }
    return element(root)
  }

  private static func failure(_ context: xmlParserCtxtPtr) -> Failure {
    let error = context.pointee.lastError
    let message = error.message.map { String(cString: $0) } ?? "not well-formed"
    return Failure(
      message: message.trimmingSuffixNewlines, line: Int(error.line), column: Int(error.int2))
  }

  private static func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ ns: xmlNsPtr?) -> String {
    let local = name.map { String(cString: $0) } ?? ""
    guard let prefix = ns?.pointee.prefix else { return local }
    return String(cString: prefix) + ":" + local
  }

  private static func element(_ node: xmlNodePtr) -> XMLTreeElement {
    var result = XMLTreeElement(name: qualifiedName(node.pointee.name, node.pointee.ns))
    var attribute = node.pointee.properties
    while let current = attribute {
      result.attributes.append(
        .init(
          name: qualifiedName(current.pointee.name, current.pointee.ns),
          value: text(of: current.pointee.children)))
      attribute = current.pointee.next
    }
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        result.children.append(.element(element(current)))
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        let content = current.pointee.content.map { String(cString: $0) } ?? ""
        if case .text(let previous)? = result.children.last {
          result.children[result.children.count - 1] = .text(previous + content)
        } else {
          result.children.append(.text(content))
        }
      default:
        break
      }
      child = current.pointee.next
    }
    return result
  }

  private static func text(of first: xmlNodePtr?) -> String {
    var result = ""
    var node = first
    while let current = node {
      if let content = current.pointee.content { result += String(cString: content) }
      node = current.pointee.next
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
