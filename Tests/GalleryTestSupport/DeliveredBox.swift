import Foundation

/// Carries a completion handler's value out of whichever thread called it.
package final class DeliveredBox<Value>: @unchecked Sendable {
  // Sendable: `stored` is read and written only under `lock`.
  private let lock = NSLock()
  private var stored: Value?

  package init() {}

  package var value: Value? { lock.withLock { stored } }

  package func set(_ value: Value) { lock.withLock { stored = value } }
}
