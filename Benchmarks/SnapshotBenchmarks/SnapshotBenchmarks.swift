import Benchmark
import BenchmarkWorkloads
import Foundation
import GalleryFixtures
import GalleryRunner
import SnapshotTesting
import SwiftUI
import WidgetGallerySnapshotTesting
import WidgetKit

// The cost of matching snapshot assertions against recorded references: `.svg` for every
// built-in (seed) widget's entry view in its first family, and `.png` of a medium widget at 3×
// (named images are not drawn: a view alone has no asset catalog). Targets: SVG ≤ 2 ms per
// view, PNG ≤ 20 ms. References go to a temporary folder, removed afterwards.

let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "snapshot-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .wallClock: .init(relative: [.p50: 35]),
    .mallocCountTotal: .init(relative: [.p50: 5]),
    .peakMemoryResident: .init(relative: [.p50: 15]),
  ]
}

/// Every seed widget's entry view in its first family, and a medium one (the benchmarks' setup).
nonisolated(unsafe) var views: [(family: WidgetFamily, view: AnyView)] = []
nonisolated(unsafe) var medium: AnyView?

/// Records `value`'s reference with `strategy`.
func record<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String) {
  _ = verifySnapshot(of: value, as: strategy, named: name, record: .all, snapshotDirectory: folder.path, testName: "benchmark")
}

/// Asserts that `value` matches its reference; a mismatch fails the benchmark.
func assertMatches<Value, Format>(
  _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String, _ benchmark: Benchmark
) {
  if let failure = verifySnapshot(
    of: value, as: strategy, named: name, record: .never, snapshotDirectory: folder.path, testName: "benchmark")
  {
    benchmark.error("\(name) did not match its own reference: \(failure)")
  }
}

/// Runs `makeViews` and then `record` on the main actor with the seed widgets' previews (their
/// providers run first, off it).
///
/// swift-snapshot-testing registers an XCTest observer on its first assertion, through the
/// main queue when it is not on the main thread; here the main actor runs on the main queue
/// but not on the main thread (package-benchmark's main parks it), so that first assertion is
/// made off the main actor, and the snapshots' own on it, as XCTest makes them.
func configuration(
  maxIterations: Int, timeUnits: BenchmarkTimeUnits = .milliseconds,
  makeViews: @escaping @MainActor @Sendable ([BuiltInPreview]) -> Void, record: @escaping @MainActor @Sendable () -> Void
) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: timeUnits, warmupIterations: 2,
    maxDuration: .seconds(5), maxIterations: maxIterations, thresholds: thresholds,
    setup: {
      let previews = try await BuiltInPreview.all(variants: false)
      _ = verifySnapshot(
        of: "", as: .lines, named: "registration", record: .all, snapshotDirectory: folder.path, testName: "benchmark")
      await MainActor.run {
        makeViews(previews)
        record()
      }
    }, teardown: { try? FileManager.default.removeItem(at: folder) })
}

let benchmarks: @Sendable () -> Void = {
  // The built-in widgets read their app data from UserDefaults; re-executes before measuring.
  try! AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()

  Benchmark(
    "Snapshot: assert .svg, every seed view",
    // About 2 ms: timed in microseconds, or its relative threshold would compare rounded milliseconds.
    configuration: configuration(maxIterations: 200, timeUnits: .microseconds) { previews in
      var seen: Set<String> = []
      for preview in previews where seen.insert(preview.widget.id).inserted {
        views.append((preview.family, preview.widget.configuration.content(preview.entry.entry)))
      }
    } record: {
      for (index, entry) in views.enumerated() {
        record(entry.view, as: .svg(layout: .widget(entry.family)), named: "svg-\(index)")
      }
    }
  ) { benchmark in
    try await benchmark.measureOnMainActor { _, benchmark in
      for (index, entry) in views.enumerated() {
        assertMatches(entry.view, as: .svg(layout: .widget(entry.family)), named: "svg-\(index)", benchmark)
      }
    }
  }

  Benchmark(
    "Snapshot: assert .png, a medium widget at 3×",
    configuration: configuration(maxIterations: 100) { previews in
      let preview = previews.first { $0.family == .systemMedium }
      medium = preview.map { $0.widget.configuration.content($0.entry.entry) }
    } record: {
      if let medium { record(medium, as: .png(layout: .widget(.systemMedium)), named: "png") }
    }
  ) { benchmark in
    try await benchmark.measureOnMainActor { _, benchmark in
      guard let medium else { return benchmark.error("no built-in widget has a medium family") }
      assertMatches(medium, as: .png(layout: .widget(.systemMedium)), named: "png", benchmark)
    }
  }
}
