import Benchmark
import BenchmarkWorkloads
import MirrorCore
import SwiftUI
import WidgetGalleryRender

// One systemSmall drawing of views far bigger than their widget: culling keeps what cannot be
// seen out of the drawing, and the preview budget turns what is too big into an error card.
// Targets: 10,000 rows under 0.2 s and 100,000 bytes; every case under 1 s and 2,000,000 bytes.
// The drawing's size is a custom metric.

var documentBytes: BenchmarkMetric {
  BenchmarkMetric.custom("SVG bytes", polarity: .prefersSmaller, useScalingFactor: false)
}

/// The drawings' configuration; a drawing that takes a few milliseconds or less is timed in
/// microseconds, or its relative thresholds would compare rounded milliseconds (2 against 3
/// is 50 %).
func configuration(timeUnits: BenchmarkTimeUnits = .milliseconds) -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, documentBytes], timeUnits: timeUnits,
    warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 20,
    thresholds: [
      .wallClock: .init(relative: [.p50: 35]),
      .mallocCountTotal: .init(relative: [.p50: 5]),
      .peakMemoryResident: .init(relative: [.p50: 15]),
      documentBytes: .init(relative: [.p50: 1]),
    ])
}

/// Draws the view `makeView` makes, after making it unmeasured, and records the drawing's size.
func draw<V: View>(
  _ name: String, timeUnits: BenchmarkTimeUnits = .milliseconds, _ makeView: @escaping @MainActor () -> V
) {
  Benchmark(name, configuration: configuration(timeUnits: timeUnits)) { benchmark in
    try await benchmark.measureOnMainActor(prepare: makeView) { view, _, benchmark in
      let bytes = WidgetRenderer(layout: .widget(.systemSmall)).svg(of: view).utf8.count
      benchmark.measurement(documentBytes, bytes)
    }
  }
}

let benchmarks: @Sendable () -> Void = {
  let longText = String(repeating: "Lorem ipsum ", count: 250)
  draw("Bounds: 4 text rows", timeUnits: .microseconds) { VStack(alignment: .leading) { ForEach(0..<4) { Text("Row \($0)") } } }
  draw("Bounds: 10,000 text rows in a VStack") {
    VStack(alignment: .leading) { ForEach(0..<10_000) { Text("Row \($0)") } }
  }
  draw("Bounds: 120,000 rows (error card)") { VStack { ForEach(0..<120_000) { Text("Row \($0)") } } }
  draw("Bounds: 200 texts of 3,000 characters (error card)", timeUnits: .microseconds) {
    VStack { ForEach(0..<200) { _ in Text(longText) } }
  }
  draw("Bounds: 60 texts of 3,000 characters", timeUnits: .microseconds) { VStack { ForEach(0..<60) { _ in Text(longText) } } }
}
