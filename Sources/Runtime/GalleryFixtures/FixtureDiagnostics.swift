import Foundation
import Locking
import Synchronization

/// Messages about fixtures a widget asked for and did not get, on standard error, so they show
/// in the build log next to the widget's own logs.
package enum FixtureDiagnostics {
  private static let lock = Mutex(())

  /// Writes `[fixtures] message` as one line.
  package static func report(_ message: String) {
    let line = "[fixtures] \(message)\n"
    lock.locked { _ in
      FileHandle.standardError.write(Data(line.utf8))
    }
  }
}
