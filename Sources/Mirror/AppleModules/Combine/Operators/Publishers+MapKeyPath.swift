extension Publishers {
  /// A publisher of one property of each value.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath: KeyPath<Upstream.Output, Output>

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let keyPath = self.keyPath
      upstream.subscribe(OperatorSubscription("ValueForKey", downstream: subscriber) { .send($0[keyPath: keyPath]) })
    }
  }

  /// A publisher of two properties of each value.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == (Output0, Output1) {
      let (keyPath0, keyPath1) = (self.keyPath0, self.keyPath1)
      upstream.subscribe(
        OperatorSubscription("ValueForKeys", downstream: subscriber) { .send(($0[keyPath: keyPath0], $0[keyPath: keyPath1])) })
    }
  }

  /// A publisher of three properties of each value.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == (Output0, Output1, Output2) {
      let (keyPath0, keyPath1, keyPath2) = (self.keyPath0, self.keyPath1, self.keyPath2)
      upstream.subscribe(
        OperatorSubscription("ValueForKeys", downstream: subscriber) {
          .send(($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]))
        })
    }
  }
}

extension Publisher {
  /// The value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// The values at two key paths of each value.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.MapKeyPath2<Self, T0, T1>
  {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// The values at three key paths of each value.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>, _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}
