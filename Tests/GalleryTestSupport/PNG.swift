import Foundation

/// A valid RGB PNG of the given pixel size (stored deflate blocks, real CRCs).
package func makePNG(width: Int, height: Int) -> Data {
  func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
  func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be32(UInt32(body.count)) + typed + be32(crc32(typed))
  }
  var raw: [UInt8] = []
  for _ in 0..<height { raw += [0] + [UInt8](repeating: 200, count: width * 3) }
  var a: UInt32 = 1
  var b: UInt32 = 0
  for byte in raw {
    a = (a + UInt32(byte)) % 65521
    b = (b + a) % 65521
  }
  var deflate: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let block = Array(raw[offset..<min(offset + 65535, raw.count)])
    offset += block.count
    let length = UInt16(block.count)
    deflate +=
      [offset >= raw.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + block
  } while offset < raw.count
  deflate += be32(b << 16 | a)
  let header = be32(UInt32(width)) + be32(UInt32(height)) + [8, 2, 0, 0, 0]
  return Data(
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", []))
}
