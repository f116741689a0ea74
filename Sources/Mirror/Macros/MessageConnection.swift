#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The plugin's side of the compiler connection: JSON messages, each after its length as a
/// 64-bit little-endian integer, read from one file descriptor and written to another.
struct MessageConnection {
  let input: CInt
  let output: CInt

  /// The next message, or nil when the compiler closed the connection or sent an empty message.
  func receive() throws -> HostToPluginMessage? {
    var header = [UInt8](repeating: 0, count: 8)
    guard try readFully(into: &header) else { return nil }
    let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    guard count > 0 else { return nil }
    var payload = [UInt8](repeating: 0, count: count)
    guard try readFully(into: &payload) else { throw PluginConnectionError.truncatedMessage }
    return try JSONDecoder().decode(HostToPluginMessage.self, from: Data(payload))
  }

  func send(_ message: PluginToHostMessage) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let payload = try encoder.encode(message)
    let header = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * $0)) }
    try writeFully(header + payload)
  }

  /// Fills `buffer`; false at the end of the input before its first byte.
  private func readFully(into buffer: inout [UInt8]) throws -> Bool {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw PluginConnectionError.system("read", errno) }
      if count == 0 {
        if filled == 0 { return false }
        throw PluginConnectionError.truncatedMessage
      }
      filled += count
    }
    return true
  }

  private func writeFully(_ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(output, $0.baseAddress! + written, $0.count - written) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw PluginConnectionError.system("write", errno) }
      written += count
    }
  }
}
