import Foundation
import SVGWriter

/// Content hashes for file names and the manifest.
enum ContentHash {
  /// FNV-1a of the bytes as 16 lowercase hex digits.
  static func hex(_ data: Data) -> String {
    let value = FNV1a.hash(data).value
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
