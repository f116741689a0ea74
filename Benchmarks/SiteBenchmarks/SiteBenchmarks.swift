import Benchmark
import BenchmarkWorkloads
import ChildProcesses
import Foundation

// The built-in gallery's command line as a user runs it, each run a process of its own (this
// executable, as the gallery program): a full build, the same on one thread, start-up (`list`),
// an unchanged rebuild and a build with every timeline ten times as long. Wall time is the
// benchmark's; the child's peak memory and allocations are custom metrics. The peer baseline,
// measured in the same run, is a warm headless Chromium screenshotting one preview;
// scripts/benchmark-figures.py prints previews per second and the ratio per preview delivered.

/// The child's peak resident memory, in bytes.
var childPeak: BenchmarkMetric {
  BenchmarkMetric.custom("Child peak memory (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
}
/// The allocations the child made.
var childMallocs: BenchmarkMetric {
  BenchmarkMetric.custom("Child mallocs", polarity: .prefersSmaller, useScalingFactor: false)
}
/// Previews written per second of wall time.
var previewsPerSecond: BenchmarkMetric {
  BenchmarkMetric.custom("Previews per second", polarity: .prefersLarger, useScalingFactor: false)
}

/// Wall time within a third at the median (p90 is printed, not checked: of 5 to 20 samples it is
/// about the slowest, and one hiccup of a shared machine moves it by half);
/// memory and allocations within a tenth.
var processThresholds: [BenchmarkMetric: BenchmarkThresholds] {
  [
    .wallClock: .init(relative: [.p50: 35]),
    childPeak: .init(relative: [.p50: 10]),
    childMallocs: .init(relative: [.p50: 10]),
    previewsPerSecond: .init(relative: [.p50: 35]),
  ]
}

func configuration(iterations: Int, metrics: [BenchmarkMetric] = [.wallClock, childPeak, childMallocs])
  -> Benchmark.Configuration
{
  .init(
    metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: iterations,
    thresholds: processThresholds.filter { metrics.contains($0.key) })
}

/// Where the benchmarks write their sites: memory (`/dev/shm`) when the machine has it.
///
/// A benchmark writes and removes thousands of files a minute, and ext4 then avoids reusing
/// inodes removed in the last minutes, so on disk each build allocates its files more slowly
/// than the one before: the samples drift (9,000 to 7,000 previews/s over three runs here)
/// with the benchmark's own churn, which a build on a CI machine does not meet.
let sitesRoot: URL = {
  var isFolder: ObjCBool = false
  if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isFolder), isFolder.boolValue,
    FileManager.default.isWritableFile(atPath: "/dev/shm")
  {
    return URL(fileURLWithPath: "/dev/shm", isDirectory: true)
  }
  return FileManager.default.temporaryDirectory
}()

/// A folder for one benchmark's sites, removed when the process ends.
func workFolder(_ name: String) -> URL {
  let folder = sitesRoot.appendingPathComponent(
    "site-benchmarks-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
  try? FileManager.default.removeItem(at: folder)
  try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Runs `child` once as one iteration, recording its peak memory and allocations.
func measure(_ benchmark: Benchmark, _ child: ChildProcess) throws -> ChildProcess.Usage {
  benchmark.startMeasurement()
  let (usage, mallocs) = try child.measured()
  benchmark.stopMeasurement()
  benchmark.measurement(childPeak, usage.peakBytes)
  if let mallocs, mallocs > 0 { benchmark.measurement(childMallocs, mallocs) }
  return usage
}

/// The warm browser of the Chromium benchmark, and its folder (its setup makes them).
nonisolated(unsafe) var screenshots: ChromiumScreenshots?
nonisolated(unsafe) var screenshotFolder: URL?

/// The number of previews in a built site's manifest.
func previewCount(site: URL) throws -> Int {
  let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json")))
  return ((manifest as? [String: Any])?["previews"] as? [Any])?.count ?? 0
}

/// Previews per second of each full build of the built-in gallery, for scripts/benchmark-figures.py.
nonisolated(unsafe) var buildRates: [Double] = []
/// Seconds per Chromium screenshot, likewise.
nonisolated(unsafe) var screenshotTimes: [Double] = []

/// A full build into a new folder, `repeats` times each timeline, with `jobs` threads and
/// `extra` options (conditions); the plain full build (`figure`) also gives its previews per
/// second to the run's figures.
func fullBuild(
  _ name: String, repeats: Int = 1, jobs: Int? = nil, extra: [String] = [], iterations: Int, figure: String? = nil
) {
  var settings = configuration(iterations: iterations, metrics: [.wallClock, childPeak, childMallocs, previewsPerSecond])
  if let figure {
    settings.teardown = { try RunFigures.write(figure, unit: "previews/s", samples: buildRates, warmup: 1) }
  }
  Benchmark(name, configuration: settings) { benchmark in
    let folder = workFolder(name.filter(\.isLetter))
    defer { try? FileManager.default.removeItem(at: folder) }
    for iteration in benchmark.scaledIterations {
      let site = folder.appendingPathComponent("Site-\(iteration)")
      let arguments = ["build", "--output", site.path] + (jobs.map { ["--jobs", String($0)] } ?? []) + extra
      let usage = try measure(benchmark, GalleryProgram.process(arguments: arguments, repeatingTimelines: repeats))
      let rate = try Double(previewCount(site: site)) / usage.seconds
      benchmark.measurement(previewsPerSecond, Int(rate))
      buildRates.append(rate)
      try? FileManager.default.removeItem(at: site)
    }
  }
}

/// How many times faster the other build was than `--jobs 1`, in percent.
var speedUp: BenchmarkMetric {
  BenchmarkMetric.custom("Speed-up over --jobs 1 (%)", polarity: .prefersLarger, useScalingFactor: false)
}
/// The CPU time of the `--jobs 1` build and of the other, in milliseconds.
var oneJobCPU: BenchmarkMetric {
  BenchmarkMetric.custom("CPU of --jobs 1 (ms)", polarity: .prefersSmaller, useScalingFactor: false)
}
var otherCPU: BenchmarkMetric {
  BenchmarkMetric.custom("CPU of the other (ms)", polarity: .prefersSmaller, useScalingFactor: false)
}

/// A full build with `--jobs 1` and then with `jobs` (nil: the default) in each iteration, so a
/// change in the machine's load touches both: the benchmark's wall time is the second build's,
/// the speed-up is the ratio of the two, and both CPU times (a build's workers included) are
/// custom metrics, compared at the median only (five samples of two processes' CPU time vary
/// by more than the default thresholds at p75).
func byJobs(_ name: String, repeats: Int, jobs: Int?, iterations: Int) {
  let settings = Benchmark.Configuration(
    metrics: [.wallClock, speedUp, oneJobCPU, otherCPU], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(60), maxIterations: iterations,
    thresholds: [
      .wallClock: .init(relative: [.p50: 35]), speedUp: .init(relative: [.p50: 20]),
      oneJobCPU: .init(relative: [.p50: 15]), otherCPU: .init(relative: [.p50: 15]),
    ])
  Benchmark(name, configuration: settings) { benchmark in
    let folder = workFolder(name.filter(\.isLetter))
    defer { try? FileManager.default.removeItem(at: folder) }
    for iteration in benchmark.scaledIterations {
      func build(_ jobs: Int?) throws -> (seconds: Double, usage: ChildProcess.Usage) {
        let site = folder.appendingPathComponent("Site-\(iteration)-\(jobs.map(String.init) ?? "default")")
        defer { try? FileManager.default.removeItem(at: site) }
        let arguments = ["build", "--output", site.path] + (jobs.map { ["--jobs", String($0)] } ?? [])
        let usage = try GalleryProgram.process(arguments: arguments, repeatingTimelines: repeats).measured().usage
        return (usage.seconds, usage)
      }
      let one = try build(1)
      benchmark.startMeasurement()
      let other = try build(jobs)
      benchmark.stopMeasurement()
      benchmark.measurement(speedUp, Int((100 * one.seconds / other.seconds).rounded()))
      benchmark.measurement(oneJobCPU, Int((one.usage.cpuSeconds * 1000).rounded()))
      benchmark.measurement(otherCPU, Int((other.usage.cpuSeconds * 1000).rounded()))
    }
  }
}

let benchmarks: @Sendable () -> Void = {
  fullBuild("Full build", iterations: 9, figure: "full-build")
  fullBuild("Full build, one thread (--jobs 1)", jobs: 1, iterations: 5)
  fullBuild("Full build, 10× timelines", repeats: 10, iterations: 5)
  // Conditions (issue 36): 3 Dynamic Type sizes × 2 devices (target: 10,000 previews/s, as
  // one condition), and the peak memory at 1, 6 and 36 conditions (it must grow less than
  // linearly), each in its Child peak memory.
  let sizes = ["large", "xSmall", "accessibility3"]
  let devices = ["iphone-393x852", "iphone-375x667"]
  fullBuild(
    "Full build, 3 Dynamic Type sizes × 2 devices", extra: ["--dynamic-type"] + sizes + ["--device"] + devices, iterations: 5)
  fullBuild(
    "Full build, 12 Dynamic Type sizes × 3 devices (36 conditions)",
    extra: ["--dynamic-type", "large", "xSmall", "small", "medium", "xLarge", "xxLarge", "xxxLarge"]
      + ["accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
      + ["--device"] + devices + ["ipad-820x1180"], iterations: 3)
  // --jobs across the cores against --jobs 1 (target: 1.7 times faster on two cores), and the
  // default against --jobs 1 (which must not be slower).
  let cores = ProcessInfo.processInfo.activeProcessorCount
  byJobs("Full build, 10× timelines: --jobs of every core against --jobs 1", repeats: 10, jobs: cores, iterations: 5)
  byJobs("Full build: the default --jobs against --jobs 1", repeats: 1, jobs: nil, iterations: 5)

  Benchmark("Start-up (list)", configuration: configuration(iterations: 9)) { benchmark in
    for _ in benchmark.scaledIterations { _ = try measure(benchmark, GalleryProgram.process(arguments: ["list"])) }
  }

  Benchmark("Unchanged rebuild", configuration: configuration(iterations: 9)) { benchmark in
    let folder = workFolder("rebuild")
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = GalleryProgram.process(arguments: ["build", "--output", folder.appendingPathComponent("Site").path])
    _ = try build.measured()
    for _ in benchmark.scaledIterations { _ = try measure(benchmark, build) }
  }

  // One preview of the GameStatus seed, loaded afresh and screenshotted by a warm browser.
  Benchmark(
    "Chromium screenshot of one preview (peer baseline)",
    configuration: .init(
      metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 60,
      thresholds: [.wallClock: .init(relative: [.p50: 35])],
      setup: {
        let folder = workFolder("chromium")
        screenshotFolder = folder
        let site = folder.appendingPathComponent("Site")
        _ = try GalleryProgram.process(arguments: ["build", "--output", site.path, "--widgets", "com.mygame.game-status"])
          .measured()
        let previews = FileManager.default.enumerator(
          at: site.appendingPathComponent("snapshots"), includingPropertiesForKeys: nil)?
          .compactMap { $0 as? URL }.filter { $0.pathExtension == "svg" }.sorted { $0.path < $1.path }
        guard let preview = previews?.first else { throw BenchmarkError(command: "build", reason: "it wrote no preview") }
        screenshots = try ChromiumScreenshots(svg: preview)
      },
      teardown: {
        try RunFigures.write("chromium-screenshot", unit: "s", samples: screenshotTimes, warmup: 3)
        screenshots?.close()
        if let screenshotFolder { try? FileManager.default.removeItem(at: screenshotFolder) }
      })
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let start = ContinuousClock.now
      try screenshots?.shoot()
      screenshotTimes.append((ContinuousClock.now - start) / .seconds(1))
    }
  }
}
