import Benchmark
import BenchmarkWorkloads
import GalleryFixtures
import GalleryRunner
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit

// Layouts of representative widget trees and of every built-in preview, on one thread (the
// main actor, where the gallery lays out). Warm: the tree resolved once and the text engine's
// caches primed. Cold: new strings each time, or a new text engine, so every text is shaped
// and broken afresh. Resolving the built-in previews (every `body` run) is measured beside.

var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .wallClock: .init(relative: [.p50: 35]),
    .mallocCountTotal: .init(relative: [.p50: 5]),
    .peakMemoryResident: .init(relative: [.p50: 15]),
  ]
}
var configuration: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .microseconds, warmupIterations: 3,
    maxDuration: .seconds(2), maxIterations: 2_000, thresholds: thresholds)
}

/// The built-in previews, evaluated once (their benchmarks' setup).
nonisolated(unsafe) var previews: [(preview: BuiltInPreview, evaluation: WidgetEvaluation)] = []

/// Makes each cold layout's strings new to the text engine.
@MainActor var coldSeed = 0

struct Tree {
  let name: String
  let family: WidgetFamily
  let makeView: (Int) -> AnyView
}

@MainActor func trees() -> [Tree] {
  let image = UIImage(data: placeholderPNG(width: 300, height: 300))!
  let headlines = [
    "Why the sky is blue, explained with one diagram", "城市里的夜跑者：一座城市的另一面",
    "A short history of the humble paperclip", "How bees decide where to build a new hive",
    "The quiet return of the landline telephone",
  ]
  return [
    Tree(name: "text-heavy list (large)", family: .systemLarge) { seed in
      AnyView(HeadlineList(stories: headlines.map { seed == 0 ? $0 : "\($0) \(seed)" }))
    },
    Tree(name: "tile grid (medium)", family: .systemMedium) { seed in
      AnyView(TileGrid(labels: ["Alpha", "Bravo", "Charlie", "Delta"].map { seed == 0 ? $0 : "\($0) \(seed)" }))
    },
    Tree(name: "podcast medium", family: .systemMedium) { seed in
      AnyView(
        PodcastMedium(title: seed == 0 ? "React Native Radio" : "React Native Radio \(seed)", image: image, episodeCount: 3))
    },
  ]
}

@MainActor func layout(_ tree: Tree, _ node: ViewNode, _ environment: EnvironmentValues) -> RenderedWidget {
  WidgetLayout.layout(
    content: node, background: nil, family: tree.family, device: .default, contentMarginsDisabled: false, widgetURL: nil,
    environment: environment)
}

let benchmarks: @Sendable () -> Void = {
  // The built-in widgets read their app data from UserDefaults; re-executes before measuring.
  try! AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()

  for (index, name) in ["text-heavy list (large)", "tile grid (medium)", "podcast medium"].enumerated() {
    Benchmark("Layout, warm: \(name)", configuration: configuration) { benchmark in
      try await benchmark.measureOnMainActor {
        let tree = trees()[index]
        var environment = EnvironmentValues()
        environment.widgetFamily = tree.family
        let node = ResolveContext(environment: environment).resolveSingle(tree.makeView(0))
        _ = layout(tree, node, environment)
        return (tree, node, environment)
      } _: { prepared, _, _ in
        blackHole(layout(prepared.0, prepared.1, prepared.2))
      }
    }
    Benchmark("Layout, cold (new strings): \(name)", configuration: configuration) { benchmark in
      try await benchmark.measureOnMainActor {
        let tree = trees()[index]
        var environment = EnvironmentValues()
        environment.widgetFamily = tree.family
        coldSeed += 1_000
        return (tree, environment, coldSeed)
      } _: { prepared, iteration, _ in
        let (tree, environment, seed) = prepared
        let view = tree.makeView(seed + iteration)
        blackHole(layout(tree, ResolveContext(environment: environment).resolveSingle(view), environment))
      }
    }
  }

  let builtIn = Benchmark.Configuration(
    metrics: configuration.metrics, timeUnits: .milliseconds, warmupIterations: 2, maxDuration: .seconds(3),
    maxIterations: 200, thresholds: thresholds,
    setup: {
      let all = try await BuiltInPreview.all()
      await MainActor.run { previews = all.map { ($0, $0.evaluate()) } }
    })
  Benchmark("Layout, warm: every built-in preview", configuration: builtIn) { benchmark in
    try await benchmark.measureOnMainActor { _, _ in
      for (preview, evaluation) in previews { blackHole(preview.layout(evaluation)) }
    }
  }
  Benchmark("Layout, cold (new text engine): every built-in preview", configuration: builtIn) { benchmark in
    try await benchmark.measureOnMainActor { _, _ in
      for (preview, evaluation) in previews { blackHole(preview.layout(evaluation, textEngine: TextEngine())) }
    }
  }
  Benchmark("Resolve: every built-in preview", configuration: builtIn) { benchmark in
    try await benchmark.measureOnMainActor { _, _ in
      for (preview, _) in previews { blackHole(preview.evaluate()) }
    }
  }
}
