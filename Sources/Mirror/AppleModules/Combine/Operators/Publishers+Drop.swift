extension Publishers {
  /// A publisher that leaves out a number of values at the start.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "count must not be negative")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      var remaining = count
      upstream.subscribe(
        OperatorSubscription("Drop", downstream: subscriber) { value in
          guard remaining == 0 else {
            remaining -= 1
            return .skip
          }
          return .send(value)
        })
    }
  }

  /// A publisher that leaves out values until a predicate first rejects one.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      var isDropping = true
      upstream.subscribe(
        OperatorSubscription("DropWhile", downstream: subscriber) { value in
          isDropping = isDropping && predicate(value)
          return isDropping ? .skip : .send(value)
        })
    }
  }

  /// A publisher that leaves out values until a throwing predicate first rejects one.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let predicate = self.predicate
      var isDropping = true
      upstream.subscribe(
        OperatorSubscription(
          "TryDropWhile", downstream: subscriber,
          onValue: { value in
            .trying {
              isDropping = try isDropping && predicate(value)
              return isDropping ? .skip : .send(value)
            }
          }, onCompletion: { (nil, $0.erased) }))
    }
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Leaves out the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Leaves out values until `predicate` first returns false.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Leaves out values until `predicate` first returns false; a thrown error fails.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}
