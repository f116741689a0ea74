import ArgumentParser
import Foundation

/// How the server reports what ended it, as `widget-gallery` does: `error: …` on standard
/// error, and exit status 2 for bad usage (a command line `serve` did not make), 1 for
/// anything else (the server could not start or stopped on an error).
enum ServeFailure {
  /// The exit status for an error thrown by the command; 0 for `--help`.
  static func exitStatus(for error: any Error) -> Int32 {
    let code = WidgetGalleryServeCommand.exitCode(for: error)
    return code == .validationFailure ? 2 : code.rawValue
  }

  /// The error as `error: …` lines, ending with a newline; nil when there is nothing to say.
  static func message(for error: any Error) -> String? {
    let message = WidgetGalleryServeCommand.fullMessage(for: error)
    guard !message.isEmpty else { return nil }
    let text = message.hasPrefix("Error: ") ? "error: " + message.dropFirst(7) : "error: " + message
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// Writes the error's message on standard error, or the help that `--help` asked for on
  /// standard output.
  static func report(_ error: any Error) {
    if exitStatus(for: error) == 0 {
      print(WidgetGalleryServeCommand.fullMessage(for: error))
    } else if let message = message(for: error) {
      FileHandle.standardError.write(Data(message.utf8))
    }
  }
}
