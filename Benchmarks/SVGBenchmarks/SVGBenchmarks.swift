import Benchmark
import BenchmarkWorkloads
import GalleryFixtures
import LayoutEngine
import SVGWriter

// SVG documents written from laid-out render trees, on one thread: trees shaped like the seed
// widgets' previews (built by hand, so that the writer alone is measured), and every built-in
// preview laid out once on its timeline's first entry in the light appearance.

var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .wallClock: .init(relative: [.p50: 35]),
    .mallocCountTotal: .init(relative: [.p50: 5]),
    .peakMemoryResident: .init(relative: [.p50: 15]),
  ]
}
/// The built-in previews, laid out once (their benchmark's setup).
nonisolated(unsafe) var rendered: [RenderedWidget] = []

var metrics: [BenchmarkMetric] {
  [.wallClock, .mallocCountTotal, .peakMemoryResident]
}

let benchmarks: @Sendable () -> Void = {
  // The built-in widgets read their app data from UserDefaults; re-executes before measuring.
  try! AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
  let writer = SVGWriter()

  for (name, widget) in RenderTrees.all {
    Benchmark(
      "SVG document: \(name)",
      configuration: .init(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: 20, maxDuration: .seconds(2), maxIterations: 5_000,
        thresholds: thresholds)
    ) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(writer.document(for: widget)) }
    }
  }

  Benchmark(
    "SVG documents: every built-in preview",
    configuration: .init(
      metrics: metrics, timeUnits: .milliseconds, warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 200,
      thresholds: thresholds,
      setup: {
        let all = try await BuiltInPreview.all()
        await MainActor.run { rendered = all.map { $0.layout($0.evaluate()) } }
      })
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      for widget in rendered { blackHole(writer.document(for: widget)) }
    }
  }
}
