#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Publishers {
  /// A publisher that stops in the debugger (raises `SIGTRAP`) when a closure returns true for
  /// an event, passing everything on.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let receiveSubscription: ((any Subscription) -> Bool)?
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
      let events = SubscriptionEvents<Output, Failure>(
        subscription: { if onSubscription?($0) == true { Self.stop() } },
        output: { if onOutput?($0) == true { Self.stop() } },
        completion: { if onCompletion?($0) == true { Self.stop() } })
      upstream.subscribe(EventsSubscription("Breakpoint", downstream: subscriber, events: events))
    }

    private static func stop() {
      raise(SIGTRAP)
    }
  }
}

extension Publisher {
  /// Stops in the debugger when one of the closures returns true.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Stops in the debugger when this publisher fails.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { completion in
      if case .failure = completion { return true }
      return false
    })
  }
}
