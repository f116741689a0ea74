import Dispatch
import Foundation

/// Work run on a thread of its own (not one of Dispatch's, which it would hold for long),
/// whose result the caller takes when it needs it.
final class BackgroundThread<Value: Sendable>: @unchecked Sendable {
  // Sendable: `outcome` is written once by the thread before `finished` is signalled, and read after waiting for it.
  private let finished = DispatchSemaphore(value: 0)
  private var outcome: Result<Value, any Error>?

  init(_ work: @escaping @Sendable () throws -> Value) {
    Thread { [self] in
      outcome = Result(catching: work)
      finished.signal()
    }.start()
  }

  /// Waits for the work to end and returns what it returned, or throws what it threw.
  func result() throws -> Value {
    finished.wait()
    finished.signal()
    return try outcome!.get()
  }
}
