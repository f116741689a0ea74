// snapshot-benchmark: the cost of one matching `assertSnapshot(… as: .svg …)` per built-in
// (seed) widget's entry view, and of `.png` for a medium widget at 3×.
//
//   swift build -c release --product snapshot-benchmark && .build/release/snapshot-benchmark [runs]
//
// Each view is its widget's first timeline entry in its first family, light appearance (named
// images are not drawn: a view alone has no asset catalog). A reference is recorded first,
// then the assertion is timed `runs` times (default 50) against it; the figure is the
// median, after the first (which warms the text engine's caches). The
// baseline, measured in the same run, is swift-snapshot-testing matching the same bytes with
// its own plain strategies (`.lines` for the SVG text, `.data` for the PNG): reading the
// reference and comparing, the least any strategy costs. Targets: SVG ≤ 2 ms, PNG ≤ 20 ms.
// Snapshots go to a temporary folder, removed afterwards.
import BuiltInGallery
// `timespec` is imported through Dispatch's C module, which MemberImportVisibility wants named.
import CDispatch
import Foundation
import GalleryCLI
import GalleryFixtures
import GalleryRunner
import SnapshotTesting
import SwiftUI
import ViewDSL
import WidgetGallerySnapshotTesting
import WidgetKit

try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
let runs = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 50
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "snapshot-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: folder) }

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The calling thread's CPU time in milliseconds: on a machine shared with other builds this
/// moves far less than wall time, and the work here runs on this thread.
func threadMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Wall and thread CPU milliseconds of one call.
func milliseconds(_ work: () -> Void) -> (wall: Double, cpu: Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let cpu = threadMilliseconds()
  work()
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, threadMilliseconds() - cpu)
}

struct Timing {
  /// The first matching assertion after recording (wall).
  var first: Double
  var median: Double
  var cpuMedian: Double
}

/// The first matching assertion's time and the medians of the next `runs`; exits on a mismatch.
func time<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String) -> Timing {
  _ = verifySnapshot(of: value, as: strategy, named: name, record: .all, snapshotDirectory: folder.path, testName: "benchmark")
  func assertion() {
    if let failure = verifySnapshot(
      of: value, as: strategy, named: name, record: .never, snapshotDirectory: folder.path, testName: "benchmark")
    {
      print("\(name) did not match its own reference: \(failure)")
      exit(1)
    }
  }
  let first = milliseconds(assertion).wall
  let times = (0..<runs).map { _ in milliseconds(assertion) }
  return Timing(first: first, median: median(times.map(\.wall)), cpuMedian: median(times.map(\.cpu)))
}

/// The built-in widgets' entry views: first family, first timeline entry.
let runner = ProviderRunner()
var views: [(name: String, family: WidgetFamily, view: AnyView)] = []
var mediumView: AnyView?
for widget in builtInWidgets where widget.variant == nil {
  try widget.installFixtures()
  let families = widget.configuration.supportedFamilies
  guard let family = families.first else { continue }
  for family in [family] + (families.contains(.systemMedium) && family != .systemMedium ? [.systemMedium] : []) {
    let entries = try runner.entries(for: widget, family: family, displaySize: Device.default.size(for: family) ?? .zero)
    let view = widget.configuration.content(entries.timeline[0].entry)
    if family == .systemMedium, mediumView == nil { mediumView = view }
    if family == families.first { views.append(("\(widget.id) / \(family.rawValue)", family, view)) }
  }
}

print("medians of \(runs) matching assertions, wall (thread CPU) in ms; baseline: the same bytes with .lines / .data")
print("seed view                                  first      median svg       baseline       ratio   (target ≤ 2 ms)")
for (index, entry) in views.enumerated() {
  let svg = time(entry.view, as: .svg(layout: .widget(entry.family)), named: "svg-\(index)")
  let text = WidgetRenderer(layout: .widget(entry.family)).svg(of: entry.view)
  let baseline = time(text, as: .lines, named: "lines-\(index)")
  let name = entry.name.padding(toLength: 40, withPad: " ", startingAt: 0)
  print(
    "\(name) \(String(format: "%7.2f   %6.2f (%6.2f)   %5.2f (%5.2f)   %5.1f", svg.first, svg.median, svg.cpuMedian, baseline.median, baseline.cpuMedian, svg.cpuMedian / baseline.cpuMedian))"
  )
}

if let mediumView {
  let strategy = Snapshotting<AnyView, Data>.png(layout: .widget(.systemMedium))
  let png = time(mediumView, as: strategy, named: "png")
  let bytes = try Data(contentsOf: folder.appendingPathComponent("benchmark.png.png"))
  let baseline = time(bytes, as: .data, named: "data")
  print("")
  print(
    String(
      format:
        "png, medium widget at 3× (1014×474 px, %d bytes): first %.2f ms, median %.2f (%.2f) ms (target ≤ 20 ms); baseline .data %.2f (%.2f) ms",
      bytes.count, png.first, png.median, png.cpuMedian, baseline.median, baseline.cpuMedian))
}
