import Foundation
import GallerySite

/// A worker process of `build --jobs N` that did not deliver its part; the build then writes
/// nothing.
package struct WorkerError: Error, CustomStringConvertible {
  package enum Reason: Equatable {
    /// The worker could not be started (the system's reason).
    case notStarted(String)
    /// A signal ended it (a crash, or a kill from outside).
    case signal(Int32)
    /// It exited with this status, having reported why on its standard error.
    case status(Int32)
    /// It exited with status 0 without reporting its part written.
    case unfinished
    /// It reported nothing for this many seconds and was stopped.
    case timedOut(seconds: Double)
  }

  package var part: Shard
  package var reason: Reason
  /// The widget it was rendering (started and not finished), if any.
  package var widget: String?
  /// The end of what it wrote on standard error.
  package var errors: String

  package var description: String {
    let place = widget.map { " while rendering widget \($0)" } ?? ""
    let what: String
    switch reason {
    case .notStarted(let reason): what = "could not be started: \(reason)"
    case .signal(let signal): what = "was ended by signal \(signal) (\(String(cString: strsignal(signal))))\(place)"
    case .status(let status): what = "stopped with exit status \(status)\(place)"
    case .unfinished: what = "exited without writing its part\(place)"
    case .timedOut(let seconds):
      let limit = seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
      what =
        "reported nothing for \(limit): waited for it to \(widget.map { "finish widget \($0)" } ?? "start its first widget"), "
        + "then stopped it"
    }
    let said = errors.isEmpty ? "" : "\nits standard error ended with:\n" + errors
    return "the worker process building part \(part) of the build \(what); nothing was written\(said)"
  }
}
