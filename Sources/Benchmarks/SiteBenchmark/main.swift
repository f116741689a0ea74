// site-benchmark: times `widget-gallery build` of the built-in gallery against `cp -r`.
//
//   swift build -c release --product site-benchmark && .build/release/site-benchmark [runs]
//
// Each measurement runs in a fresh process (this program, as the gallery command), so peak
// memory is that build's alone. In one run it measures:
//   - a full build into an empty folder, its previews per second and peak memory, and the
//     same build on one thread (`--jobs 1`);
//   - `cp -r` of the finished site, a baseline: the ratio build ÷ copy is informational;
//   - `list`, the floor under any build: the process starting, re-executing itself with
//     private preferences and loading the widgets with their fixtures and assets;
//   - a rebuild with nothing changed (target: under 0.3 s), which the build record of the
//     last build answers, and the same rebuild with `--force`, which renders everything;
//   - a full build with every timeline ten times as long (each timeline's entries repeated),
//     its peak memory against the plain build's (target: less than 1.5 times), and the same
//     build with `--jobs 1` against `--jobs N` on N cores (N processes; target: 1.7
//     times faster on two cores), and the plain gallery with `--jobs 1` against the default
//     (which must not be slower);
//   - then, through scripts/edit-latency.py (debug, as `make gallery`; skipped with
//     --no-edit-loop): edit-to-site after a one-line change in a seed's view (`swift build` +
//     `build`, with where the time goes), edit-to-page with `serve` and headless chromium,
//     and a warm headless chromium screenshot baseline of the same widget, against which the
//     build's previews/s are compared.
// Each time is the median of `runs` (default 5). The temporary folder is removed afterwards.
// `--jobs-only` measures only those two comparisons of `--jobs`, alternating, with CPU times:
// `swift run -c release site-benchmark 5 --jobs-only`.
import BuiltInGallery
import Foundation
import GalleryCLI
import SwiftUI
import ViewDSL
import WidgetKit

let arguments = CommandLine.arguments
if arguments.count > 2, arguments[1] == "gallery", let scale = Int(arguments[2]) {
  GalleryCommand.main(widgets: builtInWidgets.map { $0.withTimelines(repeated: scale) }, arguments: Array(arguments.dropFirst(3)))
}

let runs = arguments.dropFirst().compactMap { Int($0) }.first ?? 5
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "site-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

/// Wall time, CPU time (user and system, its own workers' included) and peak resident
/// memory of one child process.
struct Measurement {
  var seconds: Double
  var peakBytes: Int
  var cpuSeconds: Double
}

/// Runs a program to completion; exits this benchmark if it fails.
func measure(_ program: String, _ arguments: [String]) -> Measurement {
  var pid = pid_t()
  let argv = ([program] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var devNull = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&devNull)
  posix_spawn_file_actions_addopen(&devNull, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&devNull, 2, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&devNull) }
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawn(&pid, program, &devNull, nil, argv, environ) == 0 else {
    FileHandle.standardError.write(Data("site-benchmark: cannot run \(program)\n".utf8))
    exit(2)
  }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  guard status == 0 else {
    FileHandle.standardError.write(
      Data(
        "site-benchmark: \(([program] + arguments).joined(separator: " ")) failed (status \(status)); run it to see why\n".utf8))
    exit(2)
  }
  let cpu = [usage.ru_utime, usage.ru_stime].map { Double($0.tv_sec) + Double($0.tv_usec) / 1e6 }.reduce(0, +)
  return Measurement(seconds: seconds, peakBytes: usage.ru_maxrss * 1024, cpuSeconds: cpu)
}

func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
}

let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
let site = folder.appendingPathComponent("Site").path
func build(scale: Int = 1, into path: String, force: Bool = false, jobs: Int? = nil) -> Measurement {
  measure(
    me,
    ["gallery", String(scale), "build", "--output", path] + (force ? ["--force"] : [])
      + (jobs.map { ["--jobs", String($0)] } ?? []))
}

let cores = ProcessInfo.processInfo.activeProcessorCount
/// Builds of the `scale`× timelines with `--jobs 1` and with `--jobs` of every core (nil: the
/// default, which is every core), the two one after the other in each run, so a change in the
/// machine's load touches both: their median wall and CPU seconds, and the median of the
/// runs' ratios of the first's wall time to the second's.
func byJobs(scale: Int, other: Int?) -> (one: Measurement, other: Measurement, ratio: Double) {
  var one: [Measurement] = []
  var all: [Measurement] = []
  for _ in 0..<runs {
    for (index, jobs) in [1, other].enumerated() {
      let path = folder.appendingPathComponent("Site-x\(scale)-jobs\(index)").path
      try? FileManager.default.removeItem(atPath: path)
      let measured = build(scale: scale, into: path, jobs: jobs)
      if index == 0 { one.append(measured) } else { all.append(measured) }
    }
  }
  func medians(_ values: [Measurement]) -> Measurement {
    Measurement(seconds: median(values.map(\.seconds)), peakBytes: 0, cpuSeconds: median(values.map(\.cpuSeconds)))
  }
  return (medians(one), medians(all), median(zip(one, all).map { $0.seconds / $1.seconds }))
}
func loadAverage() -> String {
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}
/// The 10× timelines by `--jobs 1` and `--jobs` of every core (target: 1.7 times faster on two
/// cores), and the plain gallery by `--jobs 1` and the default (which must not be slower).
func printByJobs() {
  let load = loadAverage()
  for (scale, other, name, target) in [
    (10, cores as Int?, "10× timelines", "target ≥ 1.7 on 2 cores"), (1, nil, "plain gallery", "default jobs; target ≥ 1"),
  ] {
    let (one, all, ratio) = byJobs(scale: scale, other: other)
    print(
      "\(name) by jobs  --jobs 1 \(String(format: "%.3f", one.seconds)) s (CPU \(String(format: "%.2f", one.cpuSeconds)) s)  --jobs \(other.map(String.init) ?? "default") \(String(format: "%.3f", all.seconds)) s (CPU \(String(format: "%.2f", all.cpuSeconds)) s)  ratio \(String(format: "%.2f", ratio))  (\(target))"
    )
  }
  print("  medians of \(runs) runs, alternating; load average before: \(load), after: \(loadAverage())")
}
if arguments.contains("--jobs-only") {
  printByJobs()
  exit(0)
}

var full: [Measurement] = []
var oneThread: [Double] = []
var copies: [Double] = []
var startUps: [Double] = []
var rebuilds: [Double] = []
var forced: [Double] = []
var scaled: [Measurement] = []
for run in 0..<runs {
  try? FileManager.default.removeItem(atPath: site)
  full.append(build(into: site))
  let single = folder.appendingPathComponent("Site-1").path
  try? FileManager.default.removeItem(atPath: single)
  oneThread.append(build(into: single, jobs: 1).seconds)
  copies.append(measure("/bin/cp", ["-r", site, folder.appendingPathComponent("copy-\(run)").path]).seconds)
  startUps.append(measure(me, ["gallery", "1", "list"]).seconds)
  rebuilds.append(build(into: site).seconds)
  forced.append(build(into: site, force: true).seconds)
  let scaledSite = folder.appendingPathComponent("Site-x10").path
  try? FileManager.default.removeItem(atPath: scaledSite)
  scaled.append(build(scale: 10, into: scaledSite))
}

let manifest =
  try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/manifest.json"))) as! [String: Any]
let previews = (manifest["previews"] as! [Any]).count
let scaledManifest =
  try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("Site-x10/manifest.json")))
  as! [String: Any]
let scaledPreviews = (scaledManifest["previews"] as! [Any]).count
let files = (manifest["files"] as! [Any]).count

let buildTime = median(full.map(\.seconds))
let copyTime = median(copies)
let rebuildTime = median(rebuilds)
let peak = median(full.map { Double($0.peakBytes) })
let scaledPeak = median(scaled.map { Double($0.peakBytes) })
func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }
print(
  "built-in gallery: \(previews) previews, \(files) files; median of \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print(
  "full build        \(format(buildTime)) s  \(Int(Double(previews) / buildTime)) previews/s  peak \(format(peak / 1_048_576, 1)) MB"
)
print(
  "  on one thread   \(format(median(oneThread))) s  (--jobs 1; all cores are \(format(median(oneThread) / buildTime, 2))x faster)"
)
print("cp -r of Site/    \(format(copyTime)) s  (baseline)")
print("ratio build/cp    \(format(buildTime / copyTime, 1))  (informational)")
print(
  "start-up (list)   \(format(median(startUps))) s  ratio to cp -r \(format(median(startUps) / copyTime, 1))  (the floor under any build)"
)
print("unchanged rebuild \(format(rebuildTime)) s  (target < 0.3 s)  ratio to cp -r \(format(rebuildTime / copyTime, 1))")
print("  with --force    \(format(median(forced))) s  (renders everything, writes nothing)")
print(
  "10× timelines     \(scaledPreviews) previews  \(format(median(scaled.map(\.seconds)))) s  peak \(format(scaledPeak / 1_048_576, 1)) MB  ratio to 1× \(format(scaledPeak / peak, 2))  (target < 1.5)"
)

printByJobs()

// The edit loop and the screenshot baseline, measured by the script in the same run.
if !arguments.contains("--no-edit-loop") {
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/edit-latency.py")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", script.path, "--edits", String(max(runs * 2, 10))]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  var screenshots: Double?
  for line in String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n") {
    guard !line.hasPrefix("  edit ") else { continue }
    print(line)
    if line.hasPrefix("chromium screenshots: "), let rate = Double(line.split(separator: " ")[2]) { screenshots = rate }
  }
  process.waitUntilExit()
  if let screenshots {
    print(
      "previews/s ÷ chromium screenshots/s  \(format(Double(previews) / buildTime / screenshots, 0))  (release build against the warm browser)"
    )
  } else {
    print("edit loop: scripts/edit-latency.py failed (exit \(process.terminationStatus))")
  }
}
