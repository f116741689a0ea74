import Foundation
import Locking
import MirrorCore
import SwiftUI
import Synchronization
import WidgetKit

/// Waits for a completion handler that may be called on any thread, or never.
///
/// While waiting on the main thread it keeps the main run loop turning, because providers
/// often deliver on `DispatchQueue.main`.
final class CompletionWaiter<Value>: Sendable {
  private let result = Mutex<UncheckedSendable<Value>?>(nil)

  /// Records the first value; later calls are ignored, as WidgetKit ignores them.
  func complete(_ value: Value) {
    result.locked { if $0 == nil { $0 = UncheckedSendable(value) } }
  }

  /// The value, or nil when `timeout` seconds passed without one.
  func wait(timeout: Double) -> Value? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
    while clock.now < deadline {
      if let value = result.locked({ $0?.value }) { return value }
      if Thread.isMainThread {
        // One pass over what is ready, without waiting for a wall-clock date: under the
        // gallery's fixed clock the wall clock does not move, so such a wait never ends.
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
      }
      usleep(200)
    }
    return result.locked { $0?.value }
  }
}
