import Foundation

/// Reads ASN.1 DER: the tag, length and contents of one element after another.
struct DERReader {
  /// One element: its tag byte and its contents.
  struct Element {
    let tag: UInt8
    let contents: Data

    /// A reader over the contents (of a sequence, a set or an explicit tag).
    var children: DERReader { DERReader(contents) }

    /// The first element of the contents, which must have tag `tag`.
    func first(_ tag: UInt8) throws -> Element {
      var reader = children
      return try reader.next(tag)
    }

    /// The contents as a BMP string (UTF-16, big-endian).
    var bmpString: String {
      let bytes = Array(contents)
      let units = stride(from: 0, to: bytes.count - 1, by: 2).map { (index: Int) -> UInt16 in
        let high = UInt16(bytes[index])
        let low = UInt16(bytes[index + 1])
        return high << 8 | low
      }
      return String(decoding: units, as: UTF16.self)
    }

    /// The first element of the contents, whatever its tag.
    func first() throws -> Element {
      var reader = children
      return try reader.next()
    }
  }

  /// Malformed DER.
  struct Malformed: Error {}

  static let sequence: UInt8 = 0x30
  static let set: UInt8 = 0x31
  static let integer: UInt8 = 0x02
  static let octetString: UInt8 = 0x04
  static let objectIdentifier: UInt8 = 0x06
  /// `[0]`, constructed: an explicit context tag.
  static let contextZero: UInt8 = 0xA0

  private let data: Data
  private var offset: Int

  init(_ data: Data) {
    self.data = Data(data)
    offset = 0
  }

  var isAtEnd: Bool { offset >= data.count }

  /// The next element.
  mutating func next() throws -> Element {
    guard offset + 2 <= data.count else { throw Malformed() }
    let tag = data[offset]
    var length = Int(data[offset + 1])
    offset += 2
    if length & 0x80 != 0 {
      let count = length & 0x7F
      guard count > 0, count <= 4, offset + count <= data.count else { throw Malformed() }
      length = data[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
      offset += count
    }
    guard length <= data.count - offset else { throw Malformed() }
    let contents = data[offset..<offset + length]
    offset += length
    return Element(tag: tag, contents: Data(contents))
  }

  /// The next element, which must have tag `tag`.
  mutating func next(_ tag: UInt8) throws -> Element {
    let element = try next()
    guard element.tag == tag else { throw Malformed() }
    return element
  }

  /// The next element as an object identifier in dotted form ("2.5.4.3").
  mutating func nextObjectIdentifier() throws -> String {
    let bytes = try next(Self.objectIdentifier).contents
    guard let first = bytes.first else { throw Malformed() }
    var arcs = [Int(first) / 40, Int(first) % 40]
    var value = 0
    for byte in bytes.dropFirst() {
      value = value << 7 | Int(byte & 0x7F)
      if byte & 0x80 == 0 {
        arcs.append(value)
        value = 0
      }
    }
    return arcs.map(String.init).joined(separator: ".")
  }
}
