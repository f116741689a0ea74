extension Publishers {
  /// A publisher that leaves out each value a predicate finds equal to the value before it.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      var previous: Output?
      upstream.subscribe(
        OperatorSubscription("RemoveDuplicates", downstream: subscriber) { value in
          defer { previous = value }
          if let previous, predicate(previous, value) { return .skip }
          return .send(value)
        })
    }
  }

  /// A publisher that leaves out each value a throwing predicate finds equal to the one before.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output, Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let predicate = self.predicate
      var previous: Output?
      upstream.subscribe(
        OperatorSubscription(
          "TryRemoveDuplicates", downstream: subscriber,
          onValue: { value in
            .trying {
              defer { previous = value }
              if let previous, try predicate(previous, value) { return .skip }
              return .send(value)
            }
          }, onCompletion: { (nil, $0.erased) }))
    }
  }
}

extension Publisher where Output: Equatable {
  /// Leaves out each value equal to the value before it.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Leaves out each value that `predicate` finds equal to the value before it.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Leaves out each value that `predicate` finds equal to the one before; a throw fails.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}
