import Foundation

/// Where the command line tells the user what went wrong.
package enum StandardError {
  /// Writes `message` on standard error as one `error: …` line (or several, when it has
  /// several), ending it with a newline.
  package static func report(_ message: String) {
    let text = message.hasPrefix("Error: ") ? "error: " + message.dropFirst(7) : "error: " + message
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// Writes `message` on standard error as one `note: …` line: something the user should
  /// know that is not a failure.
  package static func note(_ message: String) {
    FileHandle.standardError.write(Data(("note: " + message + "\n").utf8))
  }

  /// Writes `message` on standard error as one `warning: …` line: something in the user's
  /// code that is likely a mistake, which the gallery works around.
  package static func warning(_ message: String) {
    FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
  }
}
