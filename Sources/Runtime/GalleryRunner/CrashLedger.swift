import Foundation
import GalleryFixtures
import Locking
import Synchronization

/// Where a build's processes note which widget's code they are running, so that a crash can be
/// charged to that widget: the channel between a supervised build and its supervisor
/// (`CrashSupervisor` in the command line), and the crashes of the supervised runs before.
///
/// The supervisor gives its child the write end of a pipe (its descriptor number in
/// `descriptorVariable`), which the build's workers inherit. Each process writes one line per
/// change, `<pid>\t<widget>\t<step>`, with an empty widget once no widget code runs; and
/// `<pid>\t?\t<location>\t<request>\t<description>` for each fixture the widget asked for and
/// did not get (`NotedRequest`), which its error card names if it crashes and the next run
/// records for `--missing-fixtures`. A build that sees one of its workers die by a signal
/// writes `<pid>\t!\t<signal>`. Lines are shorter than `PIPE_BUF`, so the lines of several
/// processes never mix.
///
/// Widgets are named by their key (``GalleryWidget/crashKey``): their position in the program,
/// the same in every run. A widget that crashed in an earlier run is in ``crashes`` (from
/// `crashesVariable`) and is shown as its error card instead of being run again.
package enum CrashLedger {
  /// The environment variable that holds the ledger's descriptor in a supervised build.
  package static let descriptorVariable = "WIDGETGALLERY_CRASH_LEDGER"
  /// The environment variable that holds the earlier runs' crashes (JSON).
  package static let crashesVariable = "WIDGETGALLERY_CRASHES"

  /// The key of the bundle's own code, whose crash no widget can be charged with.
  package static let bundleKey = "bundle"

  /// The ledger's descriptor, or nil when this process is not supervised.
  package static let descriptor: Int32? = ProcessInfo.processInfo.environment[descriptorVariable].flatMap(Int32.init)

  /// Whether this process writes to a supervisor.
  package static var isSupervised: Bool { descriptor != nil }

  /// The crashes of the earlier runs, by widget key.
  package static let crashes: [String: WidgetCrash] = {
    guard let text = ProcessInfo.processInfo.environment[crashesVariable],
      let list = try? JSONDecoder().decode([WidgetCrash].self, from: Data(text.utf8))
    else { return [:] }
    return Dictionary(list.map { ($0.widget, $0) }) { first, _ in first }
  }()

  private static let current = Mutex<String>("")

  /// Notes that `widget`'s code runs from now on, at `step` (e.g. "getTimeline for systemSmall").
  package static func begin(_ widget: String, step: String) {
    current.locked { $0 = widget }
    write(widget: widget, step: step)
  }

  /// Notes the next step of the widget whose code runs.
  package static func step(_ step: String) {
    write(widget: current.locked { $0 }, step: step)
  }

  /// Notes that no widget code runs any more.
  package static func end() {
    current.locked { $0 = "" }
    write(widget: "", step: "")
  }

  /// Runs `body`, widget code, noted as `widget`'s `step`.
  package static func during<Value>(_ widget: String, step: String, _ body: () throws -> Value) rethrows -> Value {
    begin(widget, step: step)
    defer { end() }
    return try body()
  }

  /// Makes every missing fixture a widget asks for noted in the ledger, and records those of
  /// the earlier runs' crashed widgets, whose code does not run again, for `--missing-fixtures`.
  package static func observeMissingFixtures() {
    for crash in crashes.keys.sorted() { crashes[crash]!.missing.forEach(MissingFixtures.replay) }
    guard let descriptor else { return }
    MissingFixtures.observer = { noted in
      let fields = [noted.location, noted.request, noted.description].map(clean)
      send("\(getpid())\t?\t\(fields.joined(separator: "\t"))\n", to: descriptor)
    }
  }

  /// Notes that the process `pid` (a worker) ended by `signal`.
  package static func recordCrash(of pid: pid_t, signal: Int32) {
    guard let descriptor else { return }
    send("\(pid)\t!\t\(signal)\n", to: descriptor)
  }

  private static func write(widget: String, step: String) {
    guard let descriptor else { return }
    send("\(getpid())\t\(widget)\t\(clean(step))\n", to: descriptor)
  }

  /// A field of a line: without the tabs and newlines that would break the line apart, and short.
  private static func clean(_ field: String) -> String {
    String(field.map { $0 == "\t" || $0 == "\n" ? " " : $0 }.prefix(300))
  }

  private static func send(_ line: String, to descriptor: Int32) {
    var bytes = Array(line.utf8)
    while true {
      let written = Foundation.write(descriptor, &bytes, bytes.count)
      if written < 0 && errno == EINTR { continue }
      return
    }
  }
}

/// A widget whose code crashed a run of the build: where, and with which signal.
package struct WidgetCrash: Codable, Equatable, Sendable {
  /// The widget's key (``GalleryWidget/crashKey``).
  package var widget: String
  /// What ran when it crashed, as the ledger named it.
  package var step: String
  package var signal: Int32
  /// The fixtures it asked for and did not get before it crashed.
  package var missing: [NotedRequest]

  package init(widget: String, step: String, signal: Int32, missing: [NotedRequest] = []) {
    self.widget = widget
    self.step = step
    self.signal = signal
    self.missing = missing
  }

  /// The widget's error, named `id`.
  package func error(widget id: String) -> GalleryError {
    GalleryError.crashed(widget: id, step: step, signal: signal, missing: missing.map(\.description))
  }
}
