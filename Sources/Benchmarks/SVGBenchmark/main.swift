import BuiltInGallery
import Foundation
import GalleryCLI
import GalleryFixtures
import GalleryRunner
import LayoutEngine
import SVGWriter
import SwiftUI
import ViewDSL
import WidgetKit

// Prints SVG documents per second on one core, warm, for representative render trees, next
// to a baseline measured in the same run: a plain-text dump of the same tree (one line per
// node with its type and frame), the least any writer walking the tree must do. Then the same
// for every built-in widget and family, laid out once on its timeline's first entry in the
// light appearance, as the gallery renders it.

func baselineDump(_ widget: RenderedWidget) -> String {
  var out = "widget \(widget.size.width)x\(widget.size.height)\n"
  func visit(_ node: RenderNode, depth: Int) {
    out +=
      String(repeating: " ", count: depth) + node.viewType
      + " \(node.frame.minX) \(node.frame.minY) \(node.frame.width) \(node.frame.height)\n"
    if case .text(let text) = node.content { out += text.string + "\n" }
    for child in node.children { visit(child, depth: depth + 1) }
  }
  widget.background.map { visit($0, depth: 1) }
  visit(widget.content, depth: 1)
  return out
}

/// Documents per second for `work`, run for about `seconds` after a warm-up.
func rate(seconds: Double = 1, _ work: () -> Int) -> Double {
  for _ in 0..<20 { _ = work() }
  var count = 0
  var sink = 0
  let start = DispatchTime.now().uptimeNanoseconds
  var elapsed = 0.0
  while elapsed < seconds {
    for _ in 0..<50 { sink &+= work() }
    count += 50
    elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
  if sink == -1 { print(sink) }
  return Double(count) / elapsed
}

// The built-in widgets read their app data from UserDefaults; re-executes before printing.
try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()

let writer = SVGWriter()
var sizes: [Int] = []
var worst = Double.infinity
print("tree                    svg docs/s   baseline docs/s   ratio   size")
for (name, widget) in BenchmarkTrees.all {
  let svgRate = rate { writer.document(for: widget).utf8.count }
  let baseRate = rate { baselineDump(widget).utf8.count }
  let size = writer.document(for: widget).utf8.count
  sizes.append(size)
  worst = min(worst, svgRate)
  let padded = name.padding(toLength: 22, withPad: " ", startingAt: 0)
  print(
    "\(padded)  \(String(format: "%10.0f", svgRate))   \(String(format: "%15.0f", baseRate))   \(String(format: "%5.2f", svgRate / baseRate))   \(size) B"
  )
}
print("slowest: \(String(format: "%.0f", worst)) documents/s per core (target ≥ 5000)")
print("median size: \(median(sizes)) bytes (target ≤ 30720)")

/// The middle value of `values` (the upper one of the two middles for an even count).
func median(_ values: [Int]) -> Int {
  values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

print("")
print("built-in widget / family                           svg docs/s   baseline docs/s   ratio   size")
let runner = ProviderRunner()
var builtInSizes: [Int] = []
var builtInWorst = Double.infinity
for widget in builtInWidgets {
  try widget.installFixtures()
  for family in widget.configuration.supportedFamilies {
    let device = Device.default
    let entries = try runner.entries(for: widget, family: family, displaySize: device.size(for: family) ?? device.large)
    let evaluation = WidgetEvaluation(
      widget: widget, entry: entries.timeline[0], family: family, appearance: .light, displayScale: device.displayScale)
    let rendered = WidgetLayout.layout(
      content: evaluation.content, background: evaluation.background, family: family, device: device,
      contentMarginsDisabled: widget.configuration.contentMarginsDisabled, widgetURL: evaluation.widgetURL,
      environment: evaluation.environment)
    let svgRate = rate(seconds: 0.5) { writer.document(for: rendered).utf8.count }
    let baseRate = rate(seconds: 0.5) { baselineDump(rendered).utf8.count }
    let size = writer.document(for: rendered).utf8.count
    builtInSizes.append(size)
    builtInWorst = min(builtInWorst, svgRate)
    let name = "\(widget.id) / \(family.rawValue)".padding(toLength: 50, withPad: " ", startingAt: 0)
    print(
      "\(name) \(String(format: "%10.0f", svgRate))   \(String(format: "%15.0f", baseRate))   \(String(format: "%5.2f", svgRate / baseRate))   \(size) B"
    )
  }
}
print("built-in slowest: \(String(format: "%.0f", builtInWorst)) documents/s per core (target ≥ 5000)")
print("built-in median size: \(median(builtInSizes)) bytes (target ≤ 30720)")
