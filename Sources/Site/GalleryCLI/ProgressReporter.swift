import Foundation
import GallerySite

/// Shows a site build's progress on standard error: a bar redrawn in place on a terminal,
/// one plain line per finished widget otherwise (CI logs, pipes).
final class ProgressReporter {
  private let isTerminal: Bool
  private let output: (String) -> Void
  private let barWidth = 24

  /// - Parameters:
  ///   - isTerminal: whether to draw a bar; by default, whether standard error is a terminal.
  ///   - output: where the text goes; by default, standard error.
  init(
    isTerminal: Bool = isatty(STDERR_FILENO) == 1,
    output: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.isTerminal = isTerminal
    self.output = output
  }

  func report(_ progress: SiteProgress) {
    if isTerminal {
      let done = progress.number - (progress.finished ? 0 : 1)
      let filled = progress.count == 0 ? barWidth : barWidth * done / progress.count
      let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
      write("\r\u{1B}[2K[\(bar)] \(done)/\(progress.count) widgets, \(progress.previews) previews · \(progress.widget)")
    } else if progress.finished {
      write("[\(progress.number)/\(progress.count)] \(progress.widget): \(progress.previews) previews so far\n")
    }
  }

  /// Clears the bar, so what follows starts on a clean line.
  func finish() {
    if isTerminal { write("\r\u{1B}[2K") }
  }

  private func write(_ text: String) {
    output(text)
  }
}
