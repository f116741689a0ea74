extension Publishers {
  /// A publisher of tuples of 2 publishers' values: each value of one with the latest values of the others, once all have one.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      CombineSubscription.start("CombineLatest", mode: .latest, a, b, downstream: subscriber)
    }
  }

  /// A publisher of tuples of 3 publishers' values: each value of one with the latest values of the others, once all have one.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
      CombineSubscription.start("CombineLatest", mode: .latest, a, b, c, downstream: subscriber)
    }
  }

  /// A publisher of tuples of 4 publishers' values: each value of one with the latest values of the others, once all have one.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where D.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
      CombineSubscription.start("CombineLatest", mode: .latest, a, b, c, d, downstream: subscriber)
    }
  }

}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b
  }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
  }
}

extension Publisher {
  /// Tuples of this publisher's and the other's latest values.
  public func combineLatest<P>(_ p: P) -> Publishers.CombineLatest<Self, P>
  where P: Publisher, Self.Failure == P.Failure {
    Publishers.CombineLatest(self, p)
  }

  /// The results of `transform` on tuples of this publisher's and the other's latest values.
  public func combineLatest<P, T>(
    _ p: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
  where P: Publisher, Self.Failure == P.Failure {
    Publishers.CombineLatest(self, p).map(transform)
  }

  /// Tuples of this publisher's and the others' latest values.
  public func combineLatest<P, Q>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
  where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q)
  }

  /// The results of `transform` on tuples of this publisher's and the others' latest values.
  public func combineLatest<P, Q, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q).map(transform)
  }

  /// Tuples of this publisher's and the others' latest values.
  public func combineLatest<P, Q, R>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
  where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r)
  }

  /// The results of `transform` on tuples of this publisher's and the others' latest values.
  public func combineLatest<P, Q, R, T>(
    _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r).map(transform)
  }
}
