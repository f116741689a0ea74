import Foundation

/// Why a widget could not be shown; the message names the widget and, for fixtures, the file.
package struct GalleryError: Error, CustomStringConvertible {
  package let widget: String
  package let message: String
  /// The error of the fixture or asset folder that could not be read, when that was the cause.
  package let underlying: (any Error)?

  package init(widget: String, message: String) {
    self.widget = widget
    self.message = message
    self.underlying = nil
  }

  /// The widget failed with `underlying`, whose text is the message.
  package init(widget: String, underlying: any Error) {
    self.widget = widget
    self.message = "\(underlying)"
    self.underlying = underlying
  }

  package var description: String { "\(widget): \(message)" }

  /// A provider call that delivered nothing in time; `wait` names what it waits for, when
  /// that could be told, and a wait for a wall-clock date under the stopped clock gets no
  /// advice to raise `--timeout`, since no limit lets it end.
  /// `missing` is what it asked the fixtures for and did not get ("https://… which urls.json
  /// lacks"), the likely reason it never completes.
  static func timedOut(
    widget: String, call: String, family: String, seconds: Double, returning: Bool = false, wait: ProviderWait? = nil,
    missing: [String] = []
  ) -> GalleryError {
    let what = returning ? "did not return" : "did not call its completion handler"
    var message = "\(call) for \(family) \(what) within \(formatSeconds(seconds))"
    if let wait, wait.neverEndsUnderTheClock {
      message += ": \(wait.description)"
    } else {
      // A provider that asked for fixtures it did not get waits for them, not for more time.
      if missing.isEmpty { message += " (raise the limit with --timeout)" }
      if let wait { message += "; \(wait.description)" }
    }
    if !missing.isEmpty {
      let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
      message +=
        "; it requested \(shown): build with --missing-fixtures DIR for a skeleton of them to fill in and give with --fixtures"
    }
    return GalleryError(widget: widget, message: message)
  }

  /// Widget code that crashed a run of the build at `step`, with `signal`; the build ran again
  /// without it (`CrashLedger`).
  /// `missing` is what it asked the fixtures for and did not get before ("UserDefaults(suiteName:
  /// \"group.a\") key \"token\", which UserDefaults/group.a.json lacks"), the likely cause.
  static func crashed(widget: String, step: String, signal: Int32, missing: [String] = []) -> GalleryError {
    var message =
      "\(step) crashed: \(crashDescription(signal: signal)); its message is on standard error, and the other widgets are still rendered"
    if !missing.isEmpty {
      message +=
        ". Before, it asked for what the fixtures lack: \(missing.joined(separator: "; ")) (build with --missing-fixtures DIR for a skeleton of them to fill in and give with --fixtures)"
    }
    return GalleryError(widget: widget, message: message)
  }

  /// What a crash by `signal` was, in words: "a Swift runtime trap (a force unwrap of nil…)".
  package static func crashDescription(signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP: "a Swift runtime trap (a force unwrap of nil, fatalError, an index out of range…)"
    case SIGSEGV, SIGBUS: "a bad memory access"
    case SIGFPE: "an arithmetic error"
    case SIGABRT: "an abort"
    default: "signal \(signal)"
    }
  }

  static func emptyTimeline(widget: String, family: String) -> GalleryError {
    GalleryError(widget: widget, message: "getTimeline for \(family) returned a timeline with no entries")
  }
}

private func formatSeconds(_ seconds: Double) -> String {
  seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
}
