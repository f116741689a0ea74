import ArgumentParser
import GalleryDiff
import GalleryFixtures
import GalleryFormats
import GalleryRunner
import GallerySite
import MirrorCore
import ParallelBuild
import SwiftUI
import WidgetKit

/// An error that decides the command's exit code: the one place where errors meet exit codes.
///
/// The codes are the documentation's (CommandLine.md): 1 a widget failed (and, with `build --check`, the site is stale;
/// with `diff`, previews changed); 2 bad usage — arguments, or folders and files the command
/// cannot read or write. Every error the library throws at a command conforms, with an
/// exhaustive `switch` where a type has several cases, so a new case must choose its code.
package protocol ExitCodeConvertible: Error, CustomStringConvertible {
  var exitCode: ExitCode { get }
}

extension ExitCode {
  /// A widget failed: its provider, its fixtures or its views.
  static let widgetFailed = ExitCode(1)
  /// What was compared differs: a stale site for `build --check`, changed previews for `diff`.
  static let differs = ExitCode(1)
  /// `build --fail-on`: a preview has accessibility findings of a kind it names.
  static let findings = ExitCode(1)
  /// Bad usage: arguments, or folders and files the command cannot use.
  static let badUsage = ExitCode(2)
}

extension GalleryError: ExitCodeConvertible {
  package var exitCode: ExitCode { .widgetFailed }
}

extension SiteError: ExitCodeConvertible {
  package var exitCode: ExitCode {
    switch self {
    case .missingTemplate, .invalidTemplate, .notAGalleryFolder, .notAFolder, .unwritable, .notAShard, .shardsDoNotMatch:
      .badUsage
    }
  }
}

extension ManifestSchemaError: ExitCodeConvertible {
  package var exitCode: ExitCode { .badUsage }
}

extension DiffError: ExitCodeConvertible {
  package var exitCode: ExitCode { .badUsage }
}

extension LocalizationError: ExitCodeConvertible {
  package var exitCode: ExitCode { .badUsage }
}

extension GalleryCommand {
  /// The exit code for an error thrown by a command: its own for the library's errors,
  /// ArgumentParser's otherwise, with validation failures (bad arguments) as 2.
  package static func exitStatus(for error: any Error) -> Int32 {
    if let error = error as? any ExitCodeConvertible { return error.exitCode.rawValue }
    let code = exitCode(for: error)
    return code == .validationFailure ? ExitCode.badUsage.rawValue : code.rawValue
  }

  /// What the command line says for an error thrown while parsing or running a command:
  /// what was asked for (`--help`, `--version`, `--generate-completion-script`, which exit 0)
  /// for standard output, or a failure's message for standard error; nil when there is
  /// nothing to say.
  package static func output(for error: any Error) -> (text: String, isFailure: Bool)? {
    if exitStatus(for: error) == 0 { return (fullMessage(for: error), false) }
    return message(for: error).map { ($0, true) }
  }

  /// The message for an error thrown by a command, or nil when there is nothing to say (a
  /// bare `ExitCode` after the command has reported its own failures).
  package static func message(for error: any Error) -> String? {
    if let error = error as? any ExitCodeConvertible { return error.description }
    let message = fullMessage(for: error)
    return message.isEmpty ? nil : message
  }
}

extension MissingFixturesFolderError: ExitCodeConvertible {
  package var exitCode: ExitCode { .badUsage }
}

extension InitCIError: ExitCodeConvertible {
  package var exitCode: ExitCode {
    switch self {
    case .notAFile, .notWrittenByInitCI, .unwritable: .badUsage
    }
  }
}

extension WorkerError: ExitCodeConvertible {
  /// A worker that stopped for bad usage (a folder it cannot use) exits 2, and so does the
  /// build; a crash or a stopped worker is a widget's failure.
  package var exitCode: ExitCode {
    switch reason {
    case .status(let status) where status == ExitCode.badUsage.rawValue: .badUsage
    case .notStarted: .badUsage
    case .signal, .status, .unfinished, .timedOut: .widgetFailed
    }
  }
}

extension ServeLaunchError: ExitCodeConvertible {
  package var exitCode: ExitCode { .badUsage }
}
