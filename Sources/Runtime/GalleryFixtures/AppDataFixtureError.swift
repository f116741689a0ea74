import Foundation

/// Why a fixture folder could not be loaded or installed.
///
/// Every case names the file (or URL) at fault; `description` is a one-line message meant to
/// be shown to the person who wrote the fixtures.
package enum AppDataFixtureError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The fixture folder itself does not exist or is not a folder.
  case missingDirectory(path: String)
  /// A file that the fixture needs could not be read.
  case unreadableFile(path: String, reason: String)
  /// A JSON file does not parse; `location` is "line L, column C" when known.
  case invalidJSON(path: String, location: String?, detail: String)
  /// A JSON file parses but has the wrong shape (for example, not an object at the top level,
  /// or a `null` that `UserDefaults` cannot store); `keyPath` locates the value.
  case invalidContent(path: String, keyPath: String, detail: String)
  /// A file in `UserDefaults/` that is not a `<suite-name>.json` file.
  case unexpectedFile(path: String)
  /// A key of `urls.json` that is not an absolute http(s) URL.
  case invalidURL(path: String, url: String)
  /// `urls.json` maps a URL to a file that does not exist.
  case urlMappedToMissingFile(path: String, url: String, file: String)
  /// A request for a URL that no installed fixture answers.
  case noFixture(url: String)
  /// The process was not launched with a private preferences folder, so `UserDefaults`
  /// suites would live in the user's real configuration folder; fixtures refuse to write there.
  case preferencesNotPrivate(location: String)
  /// Re-executing the process with a private preferences folder failed.
  case relaunchFailed(reason: String)
  /// The process was re-executed under the fixed clock, but its wall clock does not read the
  /// reference time (the preload was ignored).
  case clockNotFixed(now: String)
  /// libfaketime, which stops the wall clock at the reference time, is not installed.
  case clockLibraryMissing
  /// `URLSession.shared` was created before the first `install()`, so it cannot see the
  /// fixture protocol.
  case sharedSessionCreatedBeforeInstall
  /// Sessions made with `URLSession(configuration:)` do not get the fixture protocol (the
  /// program was linked without CFixtureSessions' initializers).
  case sessionsNotIntercepted
  /// The platform's Foundation is not swift-corelibs-foundation.
  case unsupportedPlatform

  package var description: String {
    switch self {
    case .missingDirectory(let path):
      return "\(path): fixture folder does not exist"
    case .unreadableFile(let path, let reason):
      return "\(path): cannot read file: \(reason)"
    case .invalidJSON(let path, let location, let detail):
      return "\(path)\(location.map { ":\($0)" } ?? ""): invalid JSON: \(detail)"
    case .invalidContent(let path, let keyPath, let detail):
      return "\(path): \(keyPath.isEmpty ? "top level" : keyPath): \(detail)"
    case .unexpectedFile(let path):
      return "\(path): unexpected file; UserDefaults fixtures are named <suite-name>.json"
    case .invalidURL(let path, let url):
      return "\(path): \"\(url)\" is not an absolute http or https URL"
    case .urlMappedToMissingFile(let path, let url, let file):
      return "\(path): \(url) is mapped to \(file), which does not exist"
    case .noFixture(let url):
      return "no app-data fixture answers \(url); add it to urls.json (requests never reach the network)"
    case .preferencesNotPrivate(let location):
      return
        "UserDefaults of this process reads and writes \(location); call AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded() first thing, so the process runs with a private XDG_CONFIG_HOME"
    case .relaunchFailed(let reason):
      return "cannot re-execute the process with a private XDG_CONFIG_HOME: \(reason)"
    case .clockNotFixed(let now):
      return
        "the process was re-executed with libfaketime preloaded to stop its clock at 2024-06-10 09:41:00 UTC, but the clock reads \(now) (is the preload ignored, e.g. for a set-user-ID program?)"
    case .clockLibraryMissing:
      return
        "libfaketime is not installed (apt-get install libfaketime); it stops the clock at the gallery's reference time so that widgets calling Date() render the same on every run"
    case .sharedSessionCreatedBeforeInstall:
      return
        "URLSession.shared was created before app-data fixtures were installed; install fixtures before any URLSession.shared access"
    case .sessionsNotIntercepted:
      return
        "sessions made with URLSession(configuration:) would reach the network: this program does not use the fixture layer's URLSession initializers"
    case .unsupportedPlatform:
      return "app-data fixtures need swift-corelibs-foundation (Linux)"
    }
  }

  package var errorDescription: String? { description }
}
