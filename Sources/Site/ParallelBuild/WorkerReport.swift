import Foundation
import GallerySite

/// A line a build's worker process sends the build that started it, on its report channel: a
/// widget of its shard started or finished, and at the end how many previews it drew.
///
/// The channel is a socket the parent puts at file descriptor 3 of the worker (`descriptor`),
/// apart from standard output and error, where widget code may print anything. The worker
/// first waits on it for the build's go (`awaitGo()`), then only writes.
enum WorkerReport: Equatable {
  /// A widget started: its number in the shard, from 1, and the shard's previews so far.
  case started(number: Int, previews: Int, widget: String)
  /// A widget finished: its number in the shard, and the shard's previews so far, its own included.
  case finished(number: Int, previews: Int, widget: String)
  /// The shard is written: previews laid out and drawn, and widgets kept from the last build.
  case done(drawn: Int, kept: Int)

  /// The report channel's file descriptor in a worker.
  static let descriptor: Int32 = 3

  /// The report of a widget's progress in the worker's shard.
  init(_ progress: SiteProgress) {
    self =
      progress.finished
      ? .finished(number: progress.number, previews: progress.previews, widget: progress.widget)
      : .started(number: progress.number, previews: progress.previews, widget: progress.widget)
  }

  /// Reads a line as `line` writes it (without its newline); nil for anything else.
  init?(line: Substring) {
    let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
    switch (fields.first, fields.count) {
    case ("started", 4), ("finished", 4):
      guard let number = Int(fields[1]), let previews = Int(fields[2]), number >= 1, previews >= 0 else { return nil }
      let widget = String(fields[3])
      self =
        fields[0] == "started"
        ? .started(number: number, previews: previews, widget: widget)
        : .finished(number: number, previews: previews, widget: widget)
    case ("done", 3):
      guard let drawn = Int(fields[1]), let kept = Int(fields[2]), drawn >= 0, kept >= 0 else { return nil }
      self = .done(drawn: drawn, kept: kept)
    default:
      return nil
    }
  }

  /// The report as one line, with its newline; a widget id, which may hold spaces, comes last.
  var line: String {
    switch self {
    case .started(let number, let previews, let widget): "started \(number) \(previews) \(widget)\n"
    case .finished(let number, let previews, let widget): "finished \(number) \(previews) \(widget)\n"
    case .done(let drawn, let kept): "done \(drawn) \(kept)\n"
    }
  }

  /// Waits for the build's go (`WorkerPool.go(_:)`): true once it came, false when the build
  /// closed the channel without one (it renders without this worker).
  static func awaitGo() -> Bool {
    var received: [UInt8] = []
    var byte: UInt8 = 0
    while received.count < 3 {
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return false }
      received.append(byte)
    }
    return received == Array("go\n".utf8)
  }

  /// Sends the report to the parent. A worker whose parent is gone (the pipe has no reader)
  /// exits with status 1, a failed build's: nobody would merge what it renders.
  func send() {
    let bytes = Array(line.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(Self.descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      if written < 0 && errno == EPIPE { exit(1) }
      guard written > 0 else { return }
      offset += written
    }
  }
}
