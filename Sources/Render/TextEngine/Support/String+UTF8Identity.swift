import Foundation

extension String {
  /// Whether both strings are spelled with the same UTF-8 bytes (stricter than `==`, which
  /// also equates canonically equivalent spellings).
  func hasSameUTF8(as other: String) -> Bool {
    var lhs = self
    var rhs = other
    return lhs.withUTF8 { a in
      rhs.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
    }
  }

  /// Feeds the string's UTF-8 bytes and their count to `hasher`, matching `hasSameUTF8(as:)`.
  func hashUTF8(into hasher: inout Hasher) {
    var copy = self
    copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(utf8.count)
  }
}
