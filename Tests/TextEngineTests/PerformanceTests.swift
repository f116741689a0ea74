import XCTest

@testable import TextEngine

/// Prints throughput figures; asserts only generous bounds so that the suite stays fast and
/// stable on a shared 2-core machine.
final class PerformanceTests: XCTestCase {
  func testShapingThroughput() {
    let engine = TextEngine()
    let strings = (0..<3000).map { "Entry \($0): \($0 % 60) min left" }
    let style = ParagraphStyle(lineLimit: 1)
    let coldStart = Date()
    for string in strings { _ = engine.layout([TextRun(string, font: body)], width: 150, style: style) }
    let cold = Double(strings.count) / Date().timeIntervalSince(coldStart)

    let warmStart = Date()
    for _ in 0..<10 {
      for string in strings { _ = engine.layout([TextRun(string, font: body)], width: 150, style: style) }
    }
    let warm = Double(strings.count * 10) / Date().timeIntervalSince(warmStart)

    let reshapeStart = Date()
    for string in strings { _ = engine.layout([TextRun(string, font: body)], width: 149, style: style) }
    let relayout = Double(strings.count) / Date().timeIntervalSince(reshapeStart)

    print(
      "TextEngine throughput: cold \(Int(cold)) layouts/s (shaping each string), "
        + "new width \(Int(relayout)) layouts/s (shapes cached), warm \(Int(warm)) layouts/s (layout cache)")
    XCTAssertEqual(engine.shapeCounters.misses, strings.count + 1, "each string once, plus \"…\"")
    XCTAssertGreaterThan(cold, 200)
    XCTAssertGreaterThan(warm, cold)
  }
}
