import Foundation

extension Publishers {
  /// When a buffer asks its upstream for values.
  public enum PrefetchStrategy: Equatable, Hashable {
    /// Asks for as many values as the buffer holds at once, and for more as it empties.
    case keepFull
    /// Asks for nothing before downstream asks, then for every value.
    case byRequest
  }

  /// What a full buffer does with one more value.
  public enum BufferingStrategy<Failure: Error> {
    /// Leaves out the new value.
    case dropNewest
    /// Drops the oldest value to make room.
    case dropOldest
    /// Fails with the error the closure makes.
    case customError(() -> Failure)
  }

  /// A publisher that holds up to `size` values its upstream delivers before downstream asks.
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let size: Int
    public let prefetch: PrefetchStrategy
    public let whenFull: BufferingStrategy<Failure>

    public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
      precondition(size > 0, "a buffer holds at least one value")
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      BufferSubscription(downstream: subscriber, size: size, prefetch: prefetch, whenFull: whenFull).start(upstream)
    }
  }
}

extension Publisher {
  /// Holds up to `size` values delivered before downstream asks for them.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

/// The subscription of `buffer`: with `keepFull`, upstream is asked for `size` values at once
/// and for more as downstream asks; with `byRequest`, for every value at downstream's first
/// request. What arrives beyond downstream's demand waits, up to `size` values.
final class BufferSubscription<Downstream: Subscriber>: UpstreamControl {
  private let buffer: DownstreamBuffer<Downstream>
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Downstream.Failure>
  private let lock = NSLock()
  private var upstream: ChildSubscriber<Downstream.Input, Downstream.Failure>?
  private var hasRequested = false

  init(
    downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Downstream.Failure>
  ) {
    buffer = DownstreamBuffer("Buffer", downstream: downstream)
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  func start<Upstream: Publisher>(_ publisher: Upstream)
  where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    let child = ChildSubscriber<Upstream.Output, Upstream.Failure>(
      onValue: { self.received($0) },
      onCompletion: { completion in
        self.lock.withLock { self.upstream = nil }
        self.buffer.finish(completion)
      })
    lock.withLock { upstream = child }
    buffer.start(control: self)
    if prefetch == .keepFull {
      child.request(.max(size))
    }
    publisher.subscribe(child)
  }

  private func received(_ value: Downstream.Input) -> Subscribers.Demand {
    let isFull = buffer.queuedCount >= size && buffer.outstandingDemand == .none
    if isFull {
      switch whenFull {
      case .dropNewest:
        return prefetch == .keepFull ? .max(1) : .none
      case .dropOldest:
        buffer.dropOldest()
      case .customError(let makeError):
        cancelUpstream()
        buffer.finish(.failure(makeError()))
        return .none
      }
    }
    buffer.send(value)
    return .none
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    let (upstream, isFirst) = lock.withLock {
      defer { hasRequested = true }
      return (self.upstream, !hasRequested)
    }
    switch prefetch {
    case .keepFull: upstream?.request(demand == .unlimited ? .unlimited : .max(Swift.min(demand.max ?? size, size)))
    case .byRequest where isFirst: upstream?.request(.unlimited)
    case .byRequest: break
    }
  }

  func cancelUpstream() {
    let upstream = lock.withLock {
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.cancel()
  }
}
