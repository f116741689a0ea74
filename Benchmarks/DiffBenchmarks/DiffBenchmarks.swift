import Benchmark
import Foundation
import GalleryDiff

// `GalleryDiffer` on generated sites: 10,000 previews whose SVG files are byte-identical on
// both sides (each file distinct; budget 2 s), and 500 where a text moved, a fill changed and
// a link was added, with the Markdown, JUnit and JSON reports of those.

var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .wallClock: .init(relative: [.p50: 35]),
    .mallocCountTotal: .init(relative: [.p50: 5]),
    .peakMemoryResident: .init(relative: [.p50: 15]),
  ]
}

/// A folder with an old and a new site, removed when the process ends.
let root = FileManager.default.temporaryDirectory.appendingPathComponent(
  "diff-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")

func configuration(setup: @escaping () throws -> Void) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(10), maxIterations: 10, thresholds: thresholds, setup: { try setup() },
    teardown: { try? FileManager.default.removeItem(at: root) })
}

let benchmarks: @Sendable () -> Void = {
  let unchanged = 10_000
  Benchmark(
    "Diff: \(unchanged) unchanged pairs",
    configuration: configuration {
      let same = (0..<unchanged).map { DiffSites.snapshot($0) }
      try DiffSites.writeSite(root.appendingPathComponent("old"), same)
      try DiffSites.writeSite(root.appendingPathComponent("new"), same)
    }
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let report = try GalleryDiffer().compare(old: root.appendingPathComponent("old"), new: root.appendingPathComponent("new"))
      guard report.counts.unchanged == unchanged, !report.hasChanges else {
        benchmark.error("the unchanged sites were reported as changed")
        return
      }
    }
  }

  let changed = 500
  Benchmark(
    "Diff: \(changed) changed pairs, with the reports",
    configuration: configuration {
      try DiffSites.writeSite(root.appendingPathComponent("old"), (0..<changed).map { DiffSites.snapshot($0) })
      try DiffSites.writeSite(
        root.appendingPathComponent("new"),
        (0..<changed).map { DiffSites.snapshot($0, shift: 4, fill: "#ff3b30", extraLink: true) })
    }
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let report = try GalleryDiffer().compare(old: root.appendingPathComponent("old"), new: root.appendingPathComponent("new"))
      guard report.counts.changed == changed else {
        benchmark.error("the changed pairs were not all reported")
        return
      }
      blackHole(MarkdownReport().render(report))
      blackHole(JUnitReport().render(report))
      blackHole(report.jsonData())
    }
  }
}
