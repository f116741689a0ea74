import XCTest

@testable import TextEngine

final class CacheTests: XCTestCase {
  /// A 720-entry timeline repeating 24 distinct strings shapes each string once.
  func testTimelineShapesEachDistinctStringOnce() {
    let engine = TextEngine()
    let strings = (0..<24).map { "Next stop \($0 % 12 + 1):\($0 < 12 ? "00" : "30")" }
    let style = ParagraphStyle(lineLimit: 1)
    for entry in 0..<720 {
      _ = engine.layout([TextRun(strings[entry % 24], font: body)], width: 140, style: style)
    }
    XCTAssertEqual(engine.layoutCounters.misses, 24)
    XCTAssertEqual(engine.layoutCounters.hits, 696)
    XCTAssertEqual(engine.shapeCounters.misses, 24, "one shaping call per distinct string")

    for entry in 0..<720 {
      _ = engine.layout([TextRun(strings[entry % 24], font: body)], width: 90 + Double(entry % 5), style: style)
    }
    XCTAssertEqual(engine.shapeCounters.misses, 24 + 1, "other widths reuse the shapes (plus one \"…\")")
  }

  func testShapesAreReusedAcrossSizes() {
    let engine = TextEngine()
    _ = engine.layout([TextRun("Weather", font: FontSpec(size: 12))], width: nil, style: ParagraphStyle())
    _ = engine.layout([TextRun("Weather", font: FontSpec(size: 15))], width: nil, style: ParagraphStyle())
    XCTAssertEqual(engine.shapeCounters.misses, 1)
  }

  func testBoundedCacheEvictsOldestEntries() {
    let cache = BoundedCache<Int, Int>(capacity: 3)
    for key in 0..<10 { _ = cache.value(for: key) { key * 2 } }
    XCTAssertEqual(cache.count, 3)
    XCTAssertEqual(cache.value(for: 9) { -1 }, 18)
    XCTAssertEqual(cache.value(for: 0) { -1 }, -1)
  }

  func testConcurrentLayoutsMatchSerialOnes() {
    let engine = TextEngine()
    let texts = (0..<64).map { "Line \($0) 世界 שלום \(String(repeating: "x", count: $0 % 7))" }
    let serial = TextEngine()
    let expected = texts.map { serial.layout([TextRun($0, font: body)], width: 120, style: ParagraphStyle()) }
    let results = ConcurrentResults(count: texts.count)
    DispatchQueue.concurrentPerform(iterations: texts.count * 4) { iteration in
      let index = iteration % texts.count
      results.set(index, engine.layout([TextRun(texts[index], font: body)], width: 120, style: ParagraphStyle()))
    }
    for (index, layout) in results.values.enumerated() {
      XCTAssertEqual(layout?.allRuns.map(\.glyphs), expected[index].allRuns.map(\.glyphs))
      XCTAssertEqual(layout?.allRuns.map(\.positions), expected[index].allRuns.map(\.positions))
      XCTAssertEqual(layout?.size, expected[index].size)
    }
  }
}

private final class ConcurrentResults: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [TextLayout?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: TextLayout) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [TextLayout?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// Text whose clusters no installed face covers looks for a fallback in every face; each
/// scalar is looked up in the faces once, not once per cluster (random text made a new
/// cluster with every few characters, and a small widget took 1.7 s to draw).
final class FallbackScanTests: XCTestCase {
  func testEachUncoveredScalarIsLookedUpOnceInEveryFace() {
    let engine = TextEngine()
    // Tamil syllables, which no font here covers: 18 clusters of a consonant and a vowel sign,
    // made of 9 scalars.
    let consonants = [0x0B95, 0x0B99, 0x0B9A, 0x0B9E, 0x0B9F, 0x0BA3].map { String(UnicodeScalar($0)!) }
    let signs = [0x0BBF, 0x0BC0, 0x0BC1].map { String(UnicodeScalar($0)!) }
    var text = ""
    for consonant in consonants { for sign in signs { text += consonant + sign + " " } }
    _ = engine.layout([TextRun(text, font: body)], width: 200, style: ParagraphStyle())
    let faces = engine.resolver.installedFaceCount
    XCTAssertGreaterThan(faces, 0)
    XCTAssertGreaterThan(engine.resolver.coverageQuestions, 0, "the syllables are looked for in every face")
    XCTAssertLessThanOrEqual(engine.resolver.coverageQuestions, (consonants.count + signs.count) * faces)
  }
}
