import Foundation

extension Publishers {
  /// A publisher of the values of the publishers a closure makes from each upstream value, at
  /// most `maxPublishers` of them at a time.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
      FlatMapSubscription(downstream: subscriber, maxPublishers: maxPublishers, transform: transform).start(upstream)
    }
  }
}

extension Publisher {
  /// The values of the publishers `transform` makes from each value, at most `maxPublishers`
  /// at a time.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// The values of the never-failing publishers `transform` makes from each value.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Failure == Never {
  /// The values of the publishers `transform` makes from each value of this never-failing one.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
  }

  /// The values of the never-failing publishers `transform` makes from each value.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

/// The subscription of `flatMap`: upstream is asked for `maxPublishers` values (one more as
/// each inner publisher finishes); downstream's requests go to every inner publisher, and what
/// arrives beyond them waits in the buffer.
final class FlatMapSubscription<Input, NewPublisher: Publisher, Downstream: Subscriber>: UpstreamControl
where NewPublisher.Output == Downstream.Input, NewPublisher.Failure == Downstream.Failure {
  private let buffer: DownstreamBuffer<Downstream>
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> NewPublisher
  private let lock = NSLock()
  private var upstream: ChildSubscriber<Input, Downstream.Failure>?
  private var inner: [ObjectIdentifier: ChildSubscriber<NewPublisher.Output, NewPublisher.Failure>] = [:]
  private var isUpstreamFinished = false

  init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> NewPublisher) {
    buffer = DownstreamBuffer("FlatMap", downstream: downstream)
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  func start<Upstream: Publisher>(_ publisher: Upstream) where Upstream.Output == Input, Upstream.Failure == Downstream.Failure {
    let child = ChildSubscriber<Input, Downstream.Failure>(
      onValue: { self.subscribe(self.transform($0)) },
      onCompletion: { completion in
        switch completion {
        case .finished:
          let isDone = self.lock.withLock {
            self.isUpstreamFinished = true
            self.upstream = nil
            return self.inner.isEmpty
          }
          if isDone {
            self.buffer.finish(.finished)
          }
        case .failure:
          self.fail(completion)
        }
      })
    lock.withLock { upstream = child }
    buffer.start(control: self)
    child.request(maxPublishers)
    publisher.subscribe(child)
  }

  private func subscribe(_ publisher: NewPublisher) -> Subscribers.Demand {
    let buffer = self.buffer
    var key: ObjectIdentifier?
    let child = ChildSubscriber<NewPublisher.Output, NewPublisher.Failure>(
      onValue: { value in
        buffer.send(value)
        return .none
      },
      onCompletion: { completion in
        switch completion {
        case .finished:
          let (isDone, upstream) = self.lock.withLock {
            if let key {
              self.inner[key] = nil
            }
            return (self.isUpstreamFinished && self.inner.isEmpty, self.upstream)
          }
          if isDone {
            buffer.finish(.finished)
          } else if self.maxPublishers != .unlimited {
            upstream?.request(.max(1))
          }
        case .failure:
          self.fail(completion)
        }
      })
    key = ObjectIdentifier(child)
    lock.withLock { inner[ObjectIdentifier(child)] = child }
    child.request(buffer.outstandingDemand)
    publisher.subscribe(child)
    return .none
  }

  private func fail(_ completion: Subscribers.Completion<Downstream.Failure>) {
    cancelUpstream()
    buffer.finish(completion)
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    for child in lock.withLock({ Array(inner.values) }) {
      child.request(demand)
    }
  }

  func cancelUpstream() {
    let (upstream, inner) = lock.withLock {
      defer {
        self.upstream = nil
        self.inner = [:]
      }
      return (self.upstream, Array(self.inner.values))
    }
    upstream?.cancel()
    for child in inner {
      child.cancel()
    }
  }
}
