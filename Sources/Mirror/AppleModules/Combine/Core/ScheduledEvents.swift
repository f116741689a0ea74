import Foundation

/// What an operator hands a scheduler to deliver: a value or the completion.
enum ScheduledEvent<Value, Failure: Error> {
  case value(Value)
  case completion(Subscribers.Completion<Failure>)
}

/// Events an operator schedules, delivered in the order they were added and one at a time,
/// even by a concurrent scheduler that runs the actions out of order or together: each
/// scheduled action calls `fire(_:)`, which delivers the oldest event waiting (the k-th action
/// to run delivers the k-th event, whose time has come, as the times only grow).
final class ScheduledEvents<Value, Failure: Error> {
  private let lock = NSLock()
  private var events: [ScheduledEvent<Value, Failure>] = []
  private var fired = 0
  private var isDelivering = false

  /// Adds an event; schedule one action that calls `fire(_:)` for it.
  func add(_ event: ScheduledEvent<Value, Failure>) {
    lock.withLock { events.append(event) }
  }

  /// Delivers the oldest event waiting with `deliver`, and those whose actions ran meanwhile.
  func fire(_ deliver: (ScheduledEvent<Value, Failure>) -> Void) {
    lock.lock()
    fired += 1
    guard !isDelivering else {
      lock.unlock()
      return
    }
    isDelivering = true
    while fired > 0, !events.isEmpty {
      fired -= 1
      let event = events.removeFirst()
      lock.unlock()
      deliver(event)
      lock.lock()
    }
    isDelivering = false
    lock.unlock()
  }
}
