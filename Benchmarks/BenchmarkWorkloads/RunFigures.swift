import Foundation

/// Figures of the current benchmark run that scripts/benchmark-figures.py combines across
/// benchmarks (each benchmark runs in a process of its own): one JSON file per figure in
/// `.build/benchmark-figures/`, replaced by every run.
package enum RunFigures {
  /// The folder, under the repository's `.build`.
  package static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/benchmark-figures")
  }

  /// Writes the measured `samples` of the figure `name` (in `unit`), after dropping the first
  /// `warmup` (the benchmark's warm-up iterations).
  package static func write(_ name: String, unit: String, samples: [Double], warmup: Int) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let figure: [String: Any] = ["name": name, "unit": unit, "samples": Array(samples.dropFirst(warmup))]
    try JSONSerialization.data(withJSONObject: figure, options: [.sortedKeys])
      .write(to: folder.appendingPathComponent("\(name).json"), options: .atomic)
  }
}
