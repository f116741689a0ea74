import Foundation

extension Publishers {
  /// A connectable publisher that connects at its first subscriber and disconnects when the
  /// last one cancels.
  public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public final let upstream: Upstream

    private let lock = NSLock()
    private var connection: (any Cancellable)?
    private var subscriberCount = 0

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      // Each subscriber holds this publisher, and so the connection, until it leaves.
      let inner = AutoconnectSubscriber(downstream: subscriber, onEnd: { self.subscriberLeft() })
      lock.withLock { subscriberCount += 1 }
      upstream.subscribe(inner)
      let shouldConnect = lock.withLock { connection == nil && subscriberCount > 0 }
      if shouldConnect {
        let connection = upstream.connect()
        let isWanted = lock.withLock {
          guard self.connection == nil, subscriberCount > 0 else { return false }
          self.connection = connection
          return true
        }
        if !isWanted {
          connection.cancel()
        }
      }
    }

    private func subscriberLeft() {
      let connection = lock.withLock {
        subscriberCount -= 1
        guard subscriberCount == 0 else { return (any Cancellable)?.none }
        defer { self.connection = nil }
        return self.connection
      }
      connection?.cancel()
    }
  }
}

/// A subscriber of an autoconnecting publisher, which tells it when it leaves.
final class AutoconnectSubscriber<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private var upstream: (any Subscription)?
  private var onEnd: (() -> Void)?

  init(downstream: Downstream, onEnd: @escaping () -> Void) {
    self.downstream = downstream
    self.onEnd = onEnd
  }

  var description: String { "Autoconnect" }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let onEnd = lock.withLock {
      defer { self.onEnd = nil }
      return self.onEnd
    }
    downstream.receive(completion: completion)
    onEnd?()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let (upstream, onEnd) = lock.withLock {
      defer {
        self.upstream = nil
        self.onEnd = nil
      }
      return (self.upstream, self.onEnd)
    }
    upstream?.cancel()
    onEnd?()
  }
}
