extension Publishers {
  /// A publisher that continues with another publisher, made from the error, when its upstream
  /// fails.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
      let sequence = SequentialSubscription("Catch", downstream: subscriber)
      let handler = self.handler
      sequence.subscribe(upstream) { completion in
        switch completion {
        case .finished: sequence.finish(.finished)
        case .failure(let error): sequence.subscribe(handler(error)) { sequence.finish($0) }
        }
      }
    }
  }

  /// A publisher that continues with another publisher, made from the error by a throwing
  /// closure, when its upstream fails; a thrown error fails it.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let handler: (Upstream.Failure) throws -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, S.Failure == any Error {
      let sequence = SequentialSubscription("TryCatch", downstream: subscriber)
      let handler = self.handler
      sequence.subscribe(upstream) { completion in
        switch completion {
        case .finished:
          sequence.finish(.finished)
        case .failure(let error):
          do {
            sequence.subscribe(try handler(error)) { sequence.finish($0.erased) }
          } catch {
            sequence.finish(.failure(error))
          }
        }
      }
    }
  }

  /// A publisher that subscribes to its upstream again when it fails, up to a number of times.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    /// How many times to try again; nil for no limit.
    public let retries: Int?

    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let sequence = SequentialSubscription("Retry", downstream: subscriber)
      let upstream = self.upstream
      func attempt(remaining: Int?) {
        sequence.subscribe(upstream) { completion in
          if case .failure = completion, remaining.map({ $0 > 0 }) ?? true {
            attempt(remaining: remaining.map { $0 - 1 })
          } else {
            sequence.finish(completion)
          }
        }
      }
      attempt(remaining: retries)
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Continues with the publisher `handler` makes from the error, if this publisher fails.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Continues with the publisher a throwing `handler` makes from the error, if this fails.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
  where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }

  /// Subscribes again, up to `retries` times, if this publisher fails.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
