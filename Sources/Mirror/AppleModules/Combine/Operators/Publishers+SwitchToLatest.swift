import Foundation

extension Publishers {
  /// A publisher of the values of the latest publisher its upstream delivered; each new one
  /// cancels the one before.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
      SwitchToLatestSubscription<P, S>(downstream: subscriber).start(upstream)
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher this publisher delivered.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// The values of the latest publisher this never-failing publisher delivered.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// The values of the latest publisher this publisher delivered.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// The values of the latest never-failing publisher this publisher delivered.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
  }
}

/// The subscription of `switchToLatest`: upstream is asked for every publisher; the current
/// inner publisher is asked for what downstream asked for and did not receive.
final class SwitchToLatestSubscription<P: Publisher, Downstream: Subscriber>: UpstreamControl
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
  private let buffer: DownstreamBuffer<Downstream>
  private let lock = NSLock()
  private var upstream: ChildSubscriber<P, P.Failure>?
  private var current: ChildSubscriber<P.Output, P.Failure>?
  private var isUpstreamFinished = false

  init(downstream: Downstream) {
    buffer = DownstreamBuffer("SwitchToLatest", downstream: downstream)
  }

  func start<Upstream: Publisher>(_ publisher: Upstream) where Upstream.Output == P, Upstream.Failure == P.Failure {
    let child = ChildSubscriber<P, P.Failure>(
      onValue: { self.switchTo($0) },
      onCompletion: { completion in
        switch completion {
        case .finished:
          let isDone = self.lock.withLock {
            self.isUpstreamFinished = true
            self.upstream = nil
            return self.current == nil
          }
          if isDone {
            self.buffer.finish(.finished)
          }
        case .failure:
          self.cancelUpstream()
          self.buffer.finish(completion)
        }
      })
    lock.withLock { upstream = child }
    buffer.start(control: self)
    child.request(.unlimited)
    publisher.subscribe(child)
  }

  private func switchTo(_ publisher: P) -> Subscribers.Demand {
    let buffer = self.buffer
    var child: ChildSubscriber<P.Output, P.Failure>?
    child = ChildSubscriber(
      onValue: { value in
        buffer.send(value)
        return .none
      },
      onCompletion: { completion in
        switch completion {
        case .finished:
          let isDone = self.lock.withLock {
            if self.current === child {
              self.current = nil
            }
            return self.isUpstreamFinished && self.current == nil
          }
          if isDone {
            buffer.finish(.finished)
          }
        case .failure:
          self.cancelUpstream()
          buffer.finish(completion)
        }
      })
    let previous = lock.withLock {
      defer { current = child }
      return current
    }
    previous?.cancel()
    child?.request(buffer.outstandingDemand)
    if let child {
      publisher.subscribe(child)
    }
    return .none
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    lock.withLock { current }?.request(demand)
  }

  func cancelUpstream() {
    let (upstream, current) = lock.withLock {
      defer {
        self.upstream = nil
        self.current = nil
      }
      return (self.upstream, self.current)
    }
    upstream?.cancel()
    current?.cancel()
  }
}
