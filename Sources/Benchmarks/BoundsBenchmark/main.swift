import Foundation
import GalleryRunner
import SwiftUI
import ViewDSL
import WidgetGalleryRender

#if canImport(Glibc)
  import Glibc
#endif

// Prints how long views far bigger than their widget take to draw, and how big their SVG is,
// as ratios to a baseline measured in the same run: the same widget showing only the rows
// that fit. Culling keeps what cannot be seen out of the drawing; the preview budget turns
// what is too big into an error card. Times are this thread's CPU time, so that other work
// on the machine does not count.

/// This thread's CPU time in seconds.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds for one drawing of `view` (the best of `runs`, after one warm-up), and its bytes.
@MainActor func measure<V: View>(runs: Int = 5, _ makeView: () -> V) -> (seconds: Double, bytes: Int) {
  let renderer = WidgetRenderer(layout: .widget(.systemSmall))
  var bytes = renderer.svg(of: makeView()).utf8.count
  var best = Double.infinity
  for _ in 0..<runs {
    let view = makeView()
    let start = cpuSeconds()
    bytes = renderer.svg(of: view).utf8.count
    best = min(best, cpuSeconds() - start)
  }
  return (best, bytes)
}

@MainActor func run() {
  let baseline = measure { VStack(alignment: .leading) { ForEach(0..<4) { Text("Row \($0)") } } }
  let longText = String(repeating: "Lorem ipsum ", count: 250)
  let cases: [(String, (seconds: Double, bytes: Int))] = [
    ("10,000 text rows in a VStack", measure { VStack(alignment: .leading) { ForEach(0..<10_000) { Text("Row \($0)") } } }),
    ("120,000 rows (error card)", measure(runs: 3) { VStack { ForEach(0..<120_000) { Text("Row \($0)") } } }),
    ("200 texts of 3,000 characters (error card)", measure(runs: 3) { VStack { ForEach(0..<200) { _ in Text(longText) } } }),
    ("60 texts of 3,000 characters", measure(runs: 3) { VStack { ForEach(0..<60) { _ in Text(longText) } } }),
  ]
  print("bounds-benchmark: one systemSmall drawing (best of several), against the baseline: 4 text rows")
  print(
    "baseline: 4 text rows".padding(toLength: 44, withPad: " ", startingAt: 0)
      + String(format: "%9.5f s %9d B", baseline.seconds, baseline.bytes))
  print("case                                     CPU seconds     bytes   time ÷ baseline   bytes ÷ baseline")
  for (name, result) in cases {
    print(
      name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(
          format: "%9.5f s %9d B   %12.1f   %15.2f", result.seconds, result.bytes, result.seconds / baseline.seconds,
          Double(result.bytes) / Double(baseline.bytes)))
  }
  print("targets: 10,000 rows under 0.2 s and 100,000 bytes; every case under 1 s and 2,000,000 bytes")
}

MainActor.assumeIsolated { run() }
