import Foundation

/// Pretty-printed JSON written field by field, in the layout `JSONEncoder` uses with
/// `.prettyPrinted`: two-space indents, `"key" : value`, empty containers on two lines; but
/// what `oneLine(_:)` writes is on one line, `{"key" : [1, 2]}` (small records repeated many
/// times, whose indents and line breaks would be most of their bytes).
///
/// Callers write keys in sorted order themselves.
struct JSONText {
  /// The text written so far, when there is no `sink`; `data` flushes `bytes` into it.
  private var written = Data()
  /// Where full chunks go instead, e.g. a file.
  private let sink: ((Data) throws -> Void)?
  /// The first error the sink threw; later chunks are dropped.
  private(set) var sinkError: (any Error)?
  /// The latest text, moved into `written` in chunks, so the document is never held twice.
  private var bytes: [UInt8] = []
  /// Whether the innermost open container has a member yet.
  private var hasMembers = false
  private var indent = 0
  /// Whether containers are written on one line (inside `oneLine(_:)`).
  private var isOneLine = false

  init(capacity: Int = 0) {
    sink = nil
    written.reserveCapacity(capacity)
  }

  /// Text handed to `sink` in chunks of about 64 KB as it is written; call `finish()` last.
  init(sink: @escaping (Data) throws -> Void) {
    self.sink = sink
  }

  /// Hands the last chunk to the sink.
  mutating func finish() throws {
    flush()
    if let sinkError { throw sinkError }
  }

  /// The text written so far.
  var data: Data {
    mutating get {
      flush()
      return written
    }
  }

  private mutating func flush() {
    if let sink {
      if sinkError == nil {
        do { try sink(Data(bytes)) } catch { sinkError = error }
      }
    } else {
      written.append(contentsOf: bytes)
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Writes what `body` writes on one line: members separated by `, `, no line breaks, empty
  /// containers as `[]` and `{}`; the indents given inside are not used.
  mutating func oneLine(_ body: (inout JSONText) -> Void) {
    let outer = isOneLine
    isOneLine = true
    body(&self)
    isOneLine = outer
  }

  mutating func object(indent: Int, _ body: (inout JSONText) -> Void) {
    container("{", "}", indent: indent) { body(&$0) }
  }

  mutating func array<Element>(_ elements: [Element], indent: Int, _ element: (inout JSONText, Element) -> Void) {
    container("[", "]", indent: indent) { json in
      for item in elements {
        json.separate()
        element(&json, item)
      }
    }
  }

  /// A member named `key`, which needs no escapes (every key is a literal of the writer's).
  mutating func field(_ key: StaticString, _ value: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: Self.keySeparator)
    value(&self)
  }

  private static let keySeparator = Array("\" : ".utf8)

  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings need no escapes: copied whole, which a debug build does far faster than
    // byte by byte.
    var text = text
    let plain = text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if plain {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x08: append("\\b")
      case 0x0C: append("\\f")
      case UInt8(ascii: "\n"): append("\\n")
      case UInt8(ascii: "\r"): append("\\r")
      case UInt8(ascii: "\t"): append("\\t")
      case 0..<0x20:
        append("\\u00")
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 15)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A number as `JSONEncoder` writes a `Double`: its description without a trailing `.0`.
  /// Whole numbers (sizes, most rectangles) are written as digits without making the
  /// description.
  mutating func number(_ value: Double) {
    if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
      var whole = Int(value)
      if whole < 0 {
        bytes.append(UInt8(ascii: "-"))
        whole = -whole
      }
      let start = bytes.count
      repeat {
        bytes.append(UInt8(ascii: "0") + UInt8(whole % 10))
        whole /= 10
      } while whole > 0
      bytes[start...].reverse()
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    append(text)
  }

  mutating func literal(_ text: String) {
    append(text)
  }

  private mutating func container(_ open: String, _ close: String, indent: Int, _ body: (inout JSONText) -> Void) {
    append(open)
    let outer = (hasMembers, self.indent)
    hasMembers = false
    self.indent = indent + 1
    body(&self)
    if !isOneLine {
      if !hasMembers { bytes.append(UInt8(ascii: "\n")) }
      newline(indent)
    }
    append(close)
    (hasMembers, self.indent) = outer
  }

  /// Starts the next member of the innermost container: a comma after the previous one,
  /// then a new line at the container's indent (a space on one line).
  private mutating func separate() {
    if isOneLine {
      if hasMembers { bytes.append(contentsOf: Self.oneLineSeparator) }
    } else {
      if hasMembers { bytes.append(UInt8(ascii: ",")) }
      newline(indent)
    }
    hasMembers = true
  }

  private static let oneLineSeparator = Array(", ".utf8)

  private mutating func newline(_ level: Int) {
    if bytes.count >= 1 << 16 { flush() }
    bytes.append(UInt8(ascii: "\n"))
    let width = 2 * level
    if width <= Self.spaces.count {
      Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<width])) }
    } else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
    }
  }

  /// Spaces for the indents of any real document, copied in one step.
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
