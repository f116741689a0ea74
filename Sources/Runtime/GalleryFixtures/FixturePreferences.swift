import Foundation
import Locking
import Synchronization

/// Where `UserDefaults` suites live while fixtures are installed: a private folder that
/// swift-corelibs-foundation's CFPreferences uses instead of the user's `~/.config`.
///
/// Why this mechanism: on corelibs Foundation `UserDefaults(suiteName:)` reads the suite's
/// persistent domain from `$XDG_CONFIG_HOME/<suite>.plist`. `register(defaults:)` is one
/// process-wide dictionary shared by every suite, and volatile domains other than the argument
/// domain are never consulted by `object(forKey:)`, so neither isolates suites; persistent
/// domains do. CoreFoundation copies `XDG_CONFIG_HOME` (and `HOME`) when the process starts,
/// so `setenv` afterwards has no effect: the folder has to be in the environment the process
/// was launched with. ``relaunchIfNeeded()`` arranges that by re-executing the process once;
/// ``folder`` checks it with a probe suite and never falls back to the real configuration.
enum FixturePreferences {
  /// The environment variable naming the private folder; it must equal `XDG_CONFIG_HOME`.
  static let markerVariable = "WIDGETGALLERY_PRIVATE_PREFERENCES"

  /// The private preferences folder this process was launched with, verified once.
  static let folder: Result<URL, AppDataFixtureError> = verify()

  /// Re-executes the process with a private preferences folder (a new one unless it already
  /// has one) and, with `referenceClock`, under the ``ReferenceClock``, unless it already has
  /// what is asked for.
  ///
  /// Returns normally when the process was launched with it in place; otherwise it does not
  /// return (the process image is replaced and starts again from `main`, so output printed so
  /// far appears twice) unless `execv` fails or libfaketime is missing, which throws.
  static func relaunchIfNeeded(referenceClock: Bool = false) throws {
    #if canImport(FoundationNetworking)
      let clockNeeded = referenceClock && !ReferenceClock.isInEffect
      if !relaunches(referenceClock: referenceClock) {
        _ = folder
        if referenceClock { ReferenceClock.removeSharedStateAtExit() }
        return
      }
      var executable = "/proc/self/exe"
      var arguments = CommandLine.arguments
      if clockNeeded {
        if ReferenceClock.wasRequested { throw AppDataFixtureError.clockNotFixed(now: Date().description) }
        try ReferenceClock.prepareEnvironmentForRelaunch()
        // Started through env(1): libfaketime, loaded into a process whose parent did not
        // have it, rewrites `environ` as it starts, and Swift's runtime on Linux then finds no
        // arguments; a preloaded `env` sets the clock up and hands them on intact.
        let program = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? executable
        arguments = ["env", program] + arguments.dropFirst()
        executable = ReferenceClock.envPath
      }
      var created: URL?
      if launchedFolder == nil {
        let folder = FileManager.default.temporaryDirectory
          .appendingPathComponent("WidgetGallery-UserDefaults-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
          throw AppDataFixtureError.unreadableFile(path: folder.path, reason: readFailureReason(error))
        }
        setenv("XDG_CONFIG_HOME", folder.path, 1)
        setenv(markerVariable, folder.path, 1)
        created = folder
      }
      fflush(nil)
      var argv = arguments.map { strdup($0) }
      argv.append(nil)
      execv(executable, &argv)
      for argument in argv { free(argument) }
      let reason = String(cString: strerror(errno))
      if let created {
        unsetenv(markerVariable)
        try? FileManager.default.removeItem(at: created)
      }
      throw AppDataFixtureError.relaunchFailed(reason: reason)
    #else
      throw AppDataFixtureError.unsupportedPlatform
    #endif
  }

  /// Whether ``relaunchIfNeeded(referenceClock:)`` re-executes the process (or tries to).
  static func relaunches(referenceClock: Bool) -> Bool {
    launchedFolder == nil || (referenceClock && !ReferenceClock.isInEffect)
  }

  /// This process's environment with `folder` as the private folder of a child process.
  static func environment(privateFolder folder: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = folder.path
    environment[markerVariable] = folder.path
    return environment
  }

  /// The private folder named at launch by both `XDG_CONFIG_HOME` and the marker variable.
  private static var launchedFolder: URL? {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment[markerVariable], !path.isEmpty, environment["XDG_CONFIG_HOME"] == path else {
      return nil
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  private static func verify() -> Result<URL, AppDataFixtureError> {
    #if canImport(FoundationNetworking)
      let configuration =
        ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        ?? (NSHomeDirectory() as NSString).appendingPathComponent(".config")
      guard let folder = launchedFolder else {
        return .failure(.preferencesNotPrivate(location: configuration))
      }
      // A suite that nothing has read before: if CFPreferences finds this file, it resolves
      // suites inside `folder`, and nothing has been written anywhere else.
      let probeSuite = "org.widgetgallery.fixtures.probe-\(UUID().uuidString)"
      let probeFile = folder.appendingPathComponent("\(probeSuite).plist")
      let token = UUID().uuidString
      let written =
        (try? PropertyListSerialization.data(fromPropertyList: ["probe": token], format: .xml, options: 0))
        .map { (try? $0.write(to: probeFile)) != nil } ?? false
      let redirected = written && UserDefaults(suiteName: probeSuite)?.string(forKey: "probe") == token
      try? FileManager.default.removeItem(at: probeFile)
      guard redirected else {
        return .failure(.preferencesNotPrivate(location: configuration))
      }
      atexit {
        if case .success(let folder) = FixturePreferences.folder {
          try? FileManager.default.removeItem(at: folder)
        }
      }
      return .success(folder)
    #else
      return .failure(.unsupportedPlatform)
    #endif
  }

  /// Suites written by the last `install()`, removed by the next one.
  private static let installedSuites = Mutex<Set<String>>([])

  /// Makes `suites` the only fixture suites: each becomes the persistent domain of its suite
  /// name, and suites installed earlier that `suites` lacks are emptied.
  static func install(_ suites: [String: [String: FixtureValue]]) throws {
    _ = try folder.get()
    installedSuites.locked { installed in
      for stale in installed.subtracting(suites.keys) {
        UserDefaults.standard.removePersistentDomain(forName: stale)
      }
      for (suite, values) in suites {
        UserDefaults.standard.setPersistentDomain(values.mapValues(\.propertyListValue), forName: suite)
      }
      installed = Set(suites.keys)
    }
  }
}
