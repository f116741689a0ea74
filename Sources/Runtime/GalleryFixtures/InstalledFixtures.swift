import Foundation
import Locking
import Synchronization

/// The fixture folder of the widget being rendered, and what each ``FixtureSource`` read from
/// it.
///
/// `AppDataFixtures.install()` sets the folder; each source's files are read the first time a
/// framework asks for them after that, once (a widget that never touches HealthKit never reads
/// `HealthKit/`). An install starts a new ``generation``, which frameworks that keep state
/// derived from their fixtures (an added keychain item, a saved event) compare to drop it.
package enum InstalledFixtures {
  private struct State {
    var directory: URL?
    var generation = 0
    var contents: [ObjectIdentifier: any Sendable] = [:]
  }

  private static let state = Mutex(State())

  /// Makes `directory` the fixture folder (nil: none) and forgets what was read from the last.
  static func install(directory: URL?) {
    state.locked {
      $0 = State(directory: directory, generation: $0.generation + 1)
    }
  }

  /// The installed fixture folder; nil when the widget has none.
  package static var directory: URL? { state.locked { $0.directory } }

  /// Counts installs: it changes whenever another widget's fixtures (or the same again) are
  /// installed.
  package static var generation: Int { state.locked { $0.generation } }

  /// What `source` holds in the installed folder, read on the first call after an install.
  ///
  /// - Throws: ``AppDataFixtureError`` naming the file and key when the files are invalid;
  ///   the same error again on every later call until the next install.
  package static func contents<S: FixtureSource>(of source: S.Type) throws -> S.Contents {
    try state.locked { state -> Result<S.Contents, AppDataFixtureError> in
      if let read = state.contents[ObjectIdentifier(source)] as? Result<S.Contents, AppDataFixtureError> { return read }
      let read: Result<S.Contents, AppDataFixtureError>
      if let file = state.directory?.appendingPathComponent(S.location), FileManager.default.fileExists(atPath: file.path) {
        do {
          read = .success(try S.read(from: file))
        } catch let error as AppDataFixtureError {
          read = .failure(error)
        } catch {
          read = .failure(.unreadableFile(path: file.path, reason: "\(error)"))
        }
      } else {
        read = .success(S.empty)
      }
      state.contents[ObjectIdentifier(source)] = read
      return read
    }.get()
  }

  /// Where `source`'s file is, for messages: its path in the installed folder, or the path
  /// relative to a fixture folder when none is installed.
  package static func path<S: FixtureSource>(of source: S.Type) -> String {
    directory.map { $0.appendingPathComponent(S.location).path } ?? "\(S.location) (no fixture folder given)"
  }
}
