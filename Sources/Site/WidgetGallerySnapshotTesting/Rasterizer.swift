import CRasterShim
import Foundation
import XCTest

/// Draws SVG documents into PNGs and compares PNGs, in process, with librsvg and cairo.
enum Rasterizer {
  /// Why librsvg or cairo could not do what was asked.
  struct Failure: Error, CustomStringConvertible {
    var description: String

    /// The reason a shim function wrote into `message`, up to its NUL.
    init(_ message: [CChar]) {
      description = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  /// The PNG of `svg` at `scale` pixels per point.
  static func render(_ svg: String, scale: CGFloat) throws(Failure) -> Data {
    var message = [CChar](repeating: 0, count: 512)
    var bytes: UnsafeMutablePointer<UInt8>?
    var length = 0
    let status = svg.utf8CString.withUnsafeBufferPointer { text in
      rastershim_svg_to_png(text.baseAddress, text.count - 1, Double(scale), &bytes, &length, &message, message.count)
    }
    guard status == 0, let bytes else { throw Failure(message) }
    defer { rastershim_free(bytes) }
    return Data(bytes: bytes, count: length)
  }

  /// The PNG of `svg`, or an empty one with a test failure saying why librsvg could not draw it.
  static func png(_ svg: String, scale: CGFloat) -> Data {
    do {
      return try render(svg, scale: scale)
    } catch {
      XCTFail("WidgetGallery could not rasterise the snapshot: \(error)")
      return Data()
    }
  }

  /// How two PNGs differ, pixel by pixel.
  static func compare(_ old: Data, _ new: Data) throws(Failure) -> rastershim_comparison {
    var result = rastershim_comparison()
    var message = [CChar](repeating: 0, count: 512)
    let status = old.withUnsafeBytes { old in
      new.withUnsafeBytes { new in
        rastershim_compare_png(
          old.bindMemory(to: UInt8.self).baseAddress, old.count, new.bindMemory(to: UInt8.self).baseAddress, new.count,
          &result, &message, message.count)
      }
    }
    guard status == 0 else { throw Failure(message) }
    return result
  }
}
