import Foundation

/// The 64-bit FNV-1a hash, for ids derived from content: the same bytes give the same id in
/// every process (unlike `Hasher`, which is seeded per process).
package struct FNV1a: Hashable, Sendable {
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  package mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    if bytes.withContiguousStorageIfAvailable({ combine(UnsafeRawBufferPointer($0)) }) != nil { return }
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }

  mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    var value = value
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
    self.value = value
  }

  /// The hash of a `Data`'s bytes, read in place.
  package static func hash(_ data: Data) -> FNV1a {
    var hasher = FNV1a()
    data.withUnsafeBytes { hasher.combine($0) }
    return hasher
  }

  package mutating func combine(_ text: String) {
    combine(text.utf8)
  }

  /// `prefix` followed by the low 48 bits of the hash as 12 lowercase hex digits.
  package func id(prefix: String) -> String {
    var bytes = Array(prefix.utf8)
    bytes.reserveCapacity(bytes.count + 12)
    for shift in stride(from: 44, through: 0, by: -4) {
      bytes.append(Self.hexDigits[Int((value >> UInt64(shift)) & 15)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  package static func hash<Bytes: Sequence>(_ bytes: Bytes) -> FNV1a where Bytes.Element == UInt8 {
    var hasher = FNV1a()
    hasher.combine(bytes)
    return hasher
  }
}

extension FNV1a {
  /// The hash as 16 lowercase hex digits, the form file names and manifests use.
  package var hex: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Mixes in one byte; callers that hash structure use it to separate fields.
  package mutating func combine(byte: UInt8) {
    value ^= UInt64(byte)
    value &*= 0x0000_0100_0000_01b3
  }
}
