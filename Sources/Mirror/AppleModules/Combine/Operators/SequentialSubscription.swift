import Foundation

/// One upstream after another (`append`, `catch`, `retry`): each is asked for what downstream
/// asked for and did not yet receive, and its completion handler decides what comes next.
///
/// The handlers hold this object until the upstream they belong to completes or is cancelled.
final class SequentialSubscription<Downstream: Subscriber>: UpstreamControl {
  private let buffer: DownstreamBuffer<Downstream>
  private let lock = NSLock()
  private var current: (any ChildControl)?

  /// Hands downstream its subscription; subscribe the first upstream next.
  init(_ name: String, downstream: Downstream) {
    buffer = DownstreamBuffer(name, downstream: downstream)
    buffer.start(control: self)
  }

  /// Continues with `publisher`, whose completion goes to `onCompletion`.
  func subscribe<P: Publisher>(_ publisher: P, onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void)
  where P.Output == Downstream.Input {
    guard !buffer.isFinished else { return }
    let buffer = self.buffer
    let child = ChildSubscriber<P.Output, P.Failure>(
      onValue: { value in
        buffer.send(value)
        return .none
      },
      onCompletion: { completion in
        self.lock.withLock { self.current = nil }
        onCompletion(completion)
      })
    lock.withLock { current = child }
    child.request(buffer.outstandingDemand)
    publisher.subscribe(child)
  }

  /// Completes downstream after the values it is still to receive.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    buffer.finish(completion)
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    lock.withLock { current }?.request(demand)
  }

  func cancelUpstream() {
    let child = lock.withLock {
      defer { current = nil }
      return current
    }
    child?.cancel()
  }
}
