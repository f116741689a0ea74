import Foundation

extension Publishers {
  /// A publisher that leaves out its upstream's values until another publisher delivers one.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      UntilOutputSubscription("DropUntilOutput", downstream: subscriber, passesUntilTrigger: false).start(
        upstream: upstream, trigger: other, triggerFailure: { $0 })
    }
  }

  /// A publisher of its upstream's values until another publisher delivers one, then finished.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      UntilOutputSubscription("PrefixUntilOutput", downstream: subscriber, passesUntilTrigger: true).start(
        upstream: upstream, trigger: other, triggerFailure: nil)
    }
  }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publisher {
  /// Leaves out values until `publisher` delivers one.
  public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }

  /// Values until `publisher` delivers one, then finished.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

/// The subscription of `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`: a trigger
/// publisher's first value opens the gate (drop) or finishes downstream (prefix).
final class UntilOutputSubscription<Downstream: Subscriber>: UpstreamControl {
  private let buffer: DownstreamBuffer<Downstream>
  private let passesUntilTrigger: Bool
  private let lock = NSLock()
  private var upstream: (any ChildControl)?
  private var trigger: (any ChildControl)?
  private var isTriggered = false

  init(_ name: String, downstream: Downstream, passesUntilTrigger: Bool) {
    buffer = DownstreamBuffer(name, downstream: downstream)
    self.passesUntilTrigger = passesUntilTrigger
  }

  /// Subscribes to both; a failure of the trigger fails downstream if `triggerFailure` says how.
  func start<Upstream: Publisher, Trigger: Publisher>(
    upstream publisher: Upstream, trigger triggerPublisher: Trigger,
    triggerFailure: ((Trigger.Failure) -> Downstream.Failure)?
  ) where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    let buffer = self.buffer
    let upstream = ChildSubscriber<Upstream.Output, Upstream.Failure>(
      onValue: { value in
        let isOpen = self.lock.withLock { self.isTriggered != self.passesUntilTrigger }
        guard isOpen else { return .max(1) }
        buffer.send(value)
        return .none
      },
      onCompletion: { completion in
        self.cancelUpstream()
        buffer.finish(completion)
      })
    let trigger = ChildSubscriber<Trigger.Output, Trigger.Failure>(
      onValue: { _ in
        let wasTriggered = self.lock.withLock {
          defer { self.isTriggered = true }
          return self.isTriggered
        }
        guard !wasTriggered else { return .none }
        self.lock.withLock { self.trigger }?.cancel()
        if self.passesUntilTrigger {
          self.cancelUpstream()
          buffer.finish(.finished)
        }
        return .none
      },
      onCompletion: { completion in
        if case .failure(let error) = completion, let triggerFailure {
          self.cancelUpstream()
          buffer.finish(.failure(triggerFailure(error)))
        }
      })
    lock.withLock {
      self.upstream = upstream
      self.trigger = trigger
    }
    buffer.start(control: self)
    trigger.request(.max(1))
    triggerPublisher.subscribe(trigger)
    publisher.subscribe(upstream)
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancelUpstream() {
    let (upstream, trigger) = lock.withLock {
      defer {
        self.upstream = nil
        self.trigger = nil
      }
      return (self.upstream, self.trigger)
    }
    upstream?.cancel()
    trigger?.cancel()
  }
}
