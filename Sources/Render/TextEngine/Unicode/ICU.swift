import CICUShim

/// Swift face of the ICU shim: segmentation and bidi over UTF-16 paragraphs.
///
/// Each function degrades to a simple rule if ICU reports an error, so callers never fail.
enum ICU {
  /// Line-break opportunities: UTF-16 offsets > 0, the last being `text.count`.
  static func lineBreaks(_ text: [UInt16]) -> [Int] {
    boundaries(text, cicu_line_breaks) ?? fallbackLineBreaks(text)
  }

  /// Grapheme cluster boundaries: UTF-16 offsets > 0, the last being `text.count`.
  static func graphemeBreaks(_ text: [UInt16]) -> [Int] {
    boundaries(text, cicu_grapheme_breaks) ?? scalarBoundaries(text)
  }

  /// Embedding level of every UTF-16 unit and the paragraph level.
  static func bidiLevels(_ text: [UInt16], rightToLeft: Bool) -> (levels: [UInt8], paragraph: UInt8) {
    let base: UInt8 = rightToLeft ? 1 : 0
    guard !text.isEmpty, text.count < Int(Int32.max) else { return ([], base) }
    var levels = [UInt8](repeating: base, count: text.count)
    let paragraph = text.withUnsafeBufferPointer { input in
      levels.withUnsafeMutableBufferPointer { output in
        cicu_bidi_levels(input.baseAddress, Int32(input.count), rightToLeft ? 1 : 0, output.baseAddress)
      }
    }
    guard paragraph >= 0 else { return ([UInt8](repeating: base, count: text.count), base) }
    return (levels, UInt8(truncatingIfNeeded: paragraph))
  }

  /// For runs with the given levels, the logical index shown at each visual position.
  static func visualOrder(levels: [UInt8]) -> [Int] {
    guard levels.count > 1 else { return Array(levels.indices) }
    var map = [Int32](repeating: 0, count: levels.count)
    let status = levels.withUnsafeBufferPointer { input in
      map.withUnsafeMutableBufferPointer { output in
        cicu_reorder_visual(input.baseAddress, Int32(input.count), output.baseAddress)
      }
    }
    guard status == 0 else { return Array(levels.indices) }
    return map.map { Int($0) }
  }

  private typealias BoundaryFunction = (
    UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>?, Int32
  ) -> Int32

  private static func boundaries(_ text: [UInt16], _ function: BoundaryFunction) -> [Int]? {
    guard !text.isEmpty else { return [] }
    guard text.count < Int(Int32.max) - 1 else { return nil }
    var out = [Int32](repeating: 0, count: text.count + 1)
    let count = text.withUnsafeBufferPointer { input in
      out.withUnsafeMutableBufferPointer { output in
        function(input.baseAddress, Int32(input.count), output.baseAddress, Int32(output.count))
      }
    }
    guard count > 0 else { return nil }
    var result = out.prefix(Int(count)).map { Int($0) }
    if result.last != text.count { result.append(text.count) }
    return result
  }

  private static func scalarBoundaries(_ text: [UInt16]) -> [Int] {
    var result: [Int] = []
    var index = 0
    while index < text.count {
      index += UTF16.isLeadSurrogate(text[index]) && index + 1 < text.count ? 2 : 1
      result.append(index)
    }
    return result
  }

  private static func fallbackLineBreaks(_ text: [UInt16]) -> [Int] {
    var result: [Int] = []
    for (index, unit) in text.enumerated() where unit == 0x20 && index + 1 < text.count {
      result.append(index + 1)
    }
    result.append(text.count)
    return result
  }
}
