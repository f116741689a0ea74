import BuiltInGallery
import ChildProcesses
import Foundation
import GalleryCLI
import GalleryRunner
import MallocInterposerSwift

/// The built-in gallery's command line, run by a benchmark executable as a child of itself,
/// so that the site benchmarks measure `widget-gallery` as a user runs it, in a process of its
/// own, with each timeline optionally repeated.
///
/// ``process(arguments:repeatingTimelines:)`` starts the executable in that role, and
/// CBenchmarkGallery's constructor (linked into the executable) calls ``runIfRequested()`` on
/// the main thread, before main.
package enum GalleryProgram {
  /// Set in the environment of this executable run as the gallery command.
  static let galleryVariable = "WIDGETGALLERY_BENCHMARK_GALLERY"
  static let repeatVariable = "WIDGETGALLERY_BENCHMARK_REPEAT"
  /// Where the child writes how many allocations it made (counted when the benchmark tool's
  /// malloc interposer is preloaded).
  static let mallocCountVariable = "WIDGETGALLERY_BENCHMARK_MALLOC_COUNT"
  /// Where the child writes its peak resident memory in bytes: its own, or its workers' if
  /// higher. The benchmark process cannot read it from `wait4`, which on Linux also counts the
  /// benchmark process's own memory at the spawn (see `ChildProcess.Usage.peakBytes`).
  static let peakMemoryVariable = "WIDGETGALLERY_BENCHMARK_PEAK_MEMORY"

  /// This executable as the gallery command with `arguments`, each timeline's entries
  /// repeated `repeatingTimelines` times.
  ///
  /// A `build` runs in the conditions its options give and no others (`--conditions none`):
  /// benchmarks run in the repository's root, whose `.widget-gallery.json` is the built-in
  /// gallery's, and a workload must not change with it.
  package static func process(arguments: [String], repeatingTimelines: Int = 1) -> ChildProcess {
    let arguments = arguments.first == "build" ? arguments + ["--conditions", "none"] : arguments
    // The benchmark tool preloads its malloc interposer, which deadlocks under the gallery's
    // preloaded libfaketime; the child counts with the copy it links.
    var environment = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }
    environment[galleryVariable] = "1"
    environment[repeatVariable] = String(repeatingTimelines)
    return ChildProcess(URL(fileURLWithPath: executablePath), arguments, environment: environment)
  }

  /// This executable's path.
  package static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// Runs the gallery command and exits when this process was started by
  /// ``process(arguments:repeatingTimelines:)``; returns at once otherwise. Call it on the main
  /// thread.
  package static func runIfRequested() {
    let environment = ProcessInfo.processInfo.environment
    guard environment[galleryVariable] != nil else { return }
    let repeats = environment[repeatVariable].flatMap { Int($0) } ?? 1
    if environment[mallocCountVariable] != nil {
      MallocInterposerSwift.initialize()
      MallocInterposerSwift.hook()
      atexit {
        guard let path = ProcessInfo.processInfo.environment[GalleryProgram.mallocCountVariable] else { return }
        try? String(MallocInterposerSwift.getStatistics().mallocCount).write(toFile: path, atomically: false, encoding: .utf8)
      }
    }
    if environment[peakMemoryVariable] != nil {
      atexit {
        guard let path = ProcessInfo.processInfo.environment[GalleryProgram.peakMemoryVariable] else { return }
        try? String(GalleryProgram.peakBytes()).write(toFile: path, atomically: false, encoding: .utf8)
      }
    }
    // The arguments are this process's command line, as `widget-gallery`'s are, so that a
    // build starts its worker processes (this executable again, with the worker's arguments
    // after the build's) as it does from a terminal.
    MainActor.assumeIsolated {
      GalleryCommand.main(widgets: builtInWidgets.map { $0.withTimelines(repeated: repeats) })
    }
  }
}

extension GalleryProgram {
  /// This process's peak resident memory (`VmHWM`), or its reaped children's if higher, in bytes.
  static func peakBytes() -> Int {
    var children = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &children)
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let kilobytes = line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
    return max(kilobytes, Int(children.ru_maxrss)) * 1024
  }
}

/// ``GalleryProgram/runIfRequested()`` for CBenchmarkGallery's constructor.
@_cdecl("widgetgallery_benchmark_gallery_main")
func benchmarkGalleryMain() {
  GalleryProgram.runIfRequested()
}
