extension Publishers {
  /// A publisher of tuples of 2 publishers' values: the values of each, paired in order.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      CombineSubscription.start("Zip", mode: .zip, a, b, downstream: subscriber)
    }
  }

  /// A publisher of tuples of 3 publishers' values: the values of each, paired in order.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
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
      CombineSubscription.start("Zip", mode: .zip, a, b, c, downstream: subscriber)
    }
  }

  /// A publisher of tuples of 4 publishers' values: the values of each, paired in order.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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
      CombineSubscription.start("Zip", mode: .zip, a, b, c, d, downstream: subscriber)
    }
  }

}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b
  }
}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
  }
}

extension Publisher {
  /// Tuples of this publisher's and the other's values, paired in order.
  public func zip<P>(_ p: P) -> Publishers.Zip<Self, P>
  where P: Publisher, Self.Failure == P.Failure {
    Publishers.Zip(self, p)
  }

  /// The results of `transform` on tuples of this publisher's and the other's values, paired in order.
  public func zip<P, T>(
    _ p: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where P: Publisher, Self.Failure == P.Failure {
    Publishers.Zip(self, p).map(transform)
  }

  /// Tuples of this publisher's and the others' values, paired in order.
  public func zip<P, Q>(_ p: P, _ q: Q) -> Publishers.Zip3<Self, P, Q>
  where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, p, q)
  }

  /// The results of `transform` on tuples of this publisher's and the others' values, paired in order.
  public func zip<P, Q, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, p, q).map(transform)
  }

  /// Tuples of this publisher's and the others' values, paired in order.
  public func zip<P, Q, R>(_ p: P, _ q: Q, _ r: R) -> Publishers.Zip4<Self, P, Q, R>
  where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, p, q, r)
  }

  /// The results of `transform` on tuples of this publisher's and the others' values, paired in order.
  public func zip<P, Q, R, T>(
    _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, p, q, r).map(transform)
  }
}
