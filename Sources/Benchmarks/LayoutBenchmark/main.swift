import BuiltInGallery
import Foundation
import GalleryCLI
import GalleryFixtures
import GalleryRunner
import LayoutEngine
import SwiftUI
import TextEngine
import ViewDSL
import WidgetKit

// Prints layouts per second, warm (text caches primed, tree resolved once) and cold (new
// strings every iteration, so every text is shaped and broken afresh), for representative
// widget trees. Resolving the same tree is measured in the same run as a baseline, since
// machines are noisy: the ratio says how many resolutions one layout costs.

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs `body` repeatedly for about `budget` seconds; returns iterations per second.
func rate(budget: Double = 1.0, _ body: (Int) -> Void) -> Double {
  var iterations = 0
  var elapsed = 0.0
  var batch = 1
  while elapsed < budget {
    let start = iterations
    elapsed += seconds { for index in start..<(start + batch) { body(index) } }
    iterations += batch
    batch = min(batch * 2, 4096)
  }
  return Double(iterations) / elapsed
}

struct Case {
  let name: String
  let family: WidgetFamily
  let makeView: (Int) -> AnyView
}

let image = UIImage(data: placeholderPNG(width: 300, height: 300))!
let headlines = [
  "Why the sky is blue, explained with one diagram", "城市里的夜跑者：一座城市的另一面",
  "A short history of the humble paperclip", "How bees decide where to build a new hive",
  "The quiet return of the landline telephone",
]
let cases = [
  Case(name: "text-heavy list (large)", family: .systemLarge) { seed in
    AnyView(HeadlineList(stories: headlines.map { seed == 0 ? $0 : "\($0) \(seed)" }))
  },
  Case(name: "tile grid (medium)", family: .systemMedium) { seed in
    AnyView(TileGrid(labels: ["Alpha", "Bravo", "Charlie", "Delta"].map { seed == 0 ? $0 : "\($0) \(seed)" }))
  },
  Case(name: "podcast medium", family: .systemMedium) { seed in
    AnyView(PodcastMedium(title: seed == 0 ? "React Native Radio" : "React Native Radio \(seed)", image: image, episodeCount: 3))
  },
]

print("layout-benchmark: layouts per second (single thread)")
print("case                         warm/s     cold/s  resolve/s  warm layout ÷ resolve")
for benchmark in cases {
  var environment = EnvironmentValues()
  environment.widgetFamily = benchmark.family
  let context = ResolveContext(environment: environment)
  let node = context.resolveSingle(benchmark.makeView(0))
  func layout(_ node: ViewNode) {
    _ = WidgetLayout.layout(
      content: node, background: nil, family: benchmark.family, device: .default,
      contentMarginsDisabled: false, widgetURL: nil, environment: environment)
  }
  layout(node)
  let warm = rate { _ in layout(node) }
  let resolve = rate { _ in _ = ResolveContext(environment: environment).resolveSingle(benchmark.makeView(0)) }
  let cold = rate(budget: 0.5) { index in
    layout(ResolveContext(environment: environment).resolveSingle(benchmark.makeView(index + 1)))
  }
  let name = benchmark.name.padding(toLength: 26, withPad: " ", startingAt: 0)
  print("\(name) \(String(format: "%9.0f  %9.0f  %9.0f  %8.2f", warm, cold, resolve, resolve / warm))")
}

// The built-in widgets, each family, on their timeline's first entry in the light appearance.
// Warm reuses the shared text engine's caches; cold lays out with a new, empty text engine
// each time, so every string is shaped and every font opened again.
try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
print("")
print("built-in widget / family                     warm/s     cold/s  resolve/s  warm layout ÷ resolve")
let runner = ProviderRunner()
for widget in builtInWidgets {
  try widget.installFixtures()
  for family in widget.configuration.supportedFamilies {
    let entries = try runner.entries(for: widget, family: family, displaySize: Device.default.size(for: family) ?? .zero)
    let entry = entries.timeline[0]
    func evaluate() -> WidgetEvaluation { WidgetEvaluation(widget: widget, entry: entry, family: family, appearance: .light) }
    let evaluation = evaluate()
    func layout(_ evaluation: WidgetEvaluation, _ engine: TextEngine = .shared) {
      _ = WidgetLayout.layout(
        content: evaluation.content, background: evaluation.background, family: family,
        contentMarginsDisabled: widget.configuration.contentMarginsDisabled, widgetURL: evaluation.widgetURL,
        environment: evaluation.environment, textEngine: engine)
    }
    layout(evaluation)
    let warm = rate { _ in layout(evaluation) }
    let cold = rate(budget: 0.5) { _ in layout(evaluate(), TextEngine()) }
    let resolve = rate { _ in _ = evaluate() }
    let name = "\(widget.id) / \(family.rawValue)".padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%9.0f  %9.0f  %9.0f  %8.2f", warm, cold, resolve, resolve / warm))")
  }
}
