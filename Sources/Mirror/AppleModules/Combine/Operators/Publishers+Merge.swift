extension Publishers {
  /// A publisher of the values of 2 publishers, in the order they arrive.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input {
      MergeSubscription.start("Merge", publishers: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], downstream: subscriber)
    }

    public func merge<P>(with p: P) -> Publishers.Merge3<A, B, P>
    where P: Publisher, B.Failure == P.Failure, B.Output == P.Output {
      Publishers.Merge3(a, b, p)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
    where Z: Publisher, Y: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
      Publishers.Merge4(a, b, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge5<A, B, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure,
      Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge5(a, b, z, y, x)
    }

    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure,
      X.Output == W.Output
    {
      Publishers.Merge6(a, b, z, y, x, w)
    }

    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V) -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure,
      X.Output == W.Output, W.Failure == V.Failure, W.Output == V.Output
    {
      Publishers.Merge7(a, b, z, y, x, w, v)
    }

    public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U)
      -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher, B.Failure == Z.Failure,
      B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output,
      X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure,
      V.Output == U.Output
    {
      Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
  }

  /// A publisher of the values of 3 publishers, in the order they arrive.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, C.Output == S.Input {
      MergeSubscription.start(
        "Merge", publishers: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()], downstream: subscriber)
    }

    public func merge<P>(with p: P) -> Publishers.Merge4<A, B, C, P>
    where P: Publisher, C.Failure == P.Failure, C.Output == P.Output {
      Publishers.Merge4(a, b, c, p)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
    where Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
      Publishers.Merge5(a, b, c, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure,
      Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge6(a, b, c, z, y, x)
    }

    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure,
      X.Output == W.Output
    {
      Publishers.Merge7(a, b, c, z, y, x, w)
    }

    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure,
      X.Output == W.Output, W.Failure == V.Failure, W.Output == V.Output
    {
      Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
  }

  /// A publisher of the values of 4 publishers, in the order they arrive.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output
  {
    public typealias Output = A.Output
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

    public func receive<S: Subscriber>(subscriber: S) where D.Failure == S.Failure, D.Output == S.Input {
      MergeSubscription.start(
        "Merge",
        publishers: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()],
        downstream: subscriber)
    }

    public func merge<P>(with p: P) -> Publishers.Merge5<A, B, C, D, P>
    where P: Publisher, D.Failure == P.Failure, D.Output == P.Output {
      Publishers.Merge5(a, b, c, d, p)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
    where Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
      Publishers.Merge6(a, b, c, d, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure,
      Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge7(a, b, c, d, z, y, x)
    }

    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure,
      X.Output == W.Output
    {
      Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
  }

  /// A publisher of the values of 5 publishers, in the order they arrive.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S) where E.Failure == S.Failure, E.Output == S.Input {
      MergeSubscription.start(
        "Merge",
        publishers: [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
          e.eraseToAnyPublisher(),
        ], downstream: subscriber)
    }

    public func merge<P>(with p: P) -> Publishers.Merge6<A, B, C, D, E, P>
    where P: Publisher, E.Failure == P.Failure, E.Output == P.Output {
      Publishers.Merge6(a, b, c, d, e, p)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where Z: Publisher, Y: Publisher, E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
      Publishers.Merge7(a, b, c, d, e, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure,
      Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge8(a, b, c, d, e, z, y, x)
    }
  }

  /// A publisher of the values of 6 publishers, in the order they arrive.
  public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S) where F.Failure == S.Failure, F.Output == S.Input {
      MergeSubscription.start(
        "Merge",
        publishers: [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
          e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
        ], downstream: subscriber)
    }

    public func merge<P>(with p: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
    where P: Publisher, F.Failure == P.Failure, F.Output == P.Output {
      Publishers.Merge7(a, b, c, d, e, f, p)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where Z: Publisher, Y: Publisher, F.Failure == Z.Failure, F.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
      Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
  }

  /// A publisher of the values of 7 publishers, in the order they arrive.
  public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>:
    Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output,
    F.Failure == G.Failure, F.Output == G.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S) where G.Failure == S.Failure, G.Output == S.Input {
      MergeSubscription.start(
        "Merge",
        publishers: [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
          e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(),
        ], downstream: subscriber)
    }

    public func merge<P>(with p: P) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
    where P: Publisher, G.Failure == P.Failure, G.Output == P.Output {
      Publishers.Merge8(a, b, c, d, e, f, g, p)
    }
  }

  /// A publisher of the values of 8 publishers, in the order they arrive.
  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output,
    F.Failure == G.Failure, F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public let h: H

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S) where H.Failure == S.Failure, H.Output == S.Input {
      MergeSubscription.start(
        "Merge",
        publishers: [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
          e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
        ], downstream: subscriber)
    }
  }

  /// A publisher of the values of any number of publishers of one type, in the order they arrive.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      MergeSubscription.start("Merge", publishers: publishers.map { $0.eraseToAnyPublisher() }, downstream: subscriber)
    }

    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b
  }
}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
  }
}

extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e
  }
}

extension Publishers.Merge6: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e && lhs.f == rhs.f
  }
}

extension Publishers.Merge7: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e && lhs.f == rhs.f && lhs.g == rhs.g
  }
}

extension Publishers.Merge8: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e && lhs.f == rhs.f && lhs.g == rhs.g
      && lhs.h == rhs.h
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
  /// The values of this publisher and the other, in the order they arrive.
  public func merge<B>(with b: B) -> Publishers.Merge<Self, B>
  where B: Publisher, Self.Failure == B.Failure, Self.Output == B.Output {
    Publishers.Merge(self, b)
  }

  /// The values of this publisher and 2 others, in the order they arrive.
  public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where
    B: Publisher, C: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output
  {
    Publishers.Merge3(self, b, c)
  }

  /// The values of this publisher and 3 others, in the order they arrive.
  public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
  where
    B: Publisher, C: Publisher, D: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// The values of this publisher and 4 others, in the order they arrive.
  public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, Self.Failure == B.Failure, Self.Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure,
    D.Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// The values of this publisher and 5 others, in the order they arrive.
  public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Self.Failure == B.Failure, Self.Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure,
    D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// The values of this publisher and 6 others, in the order they arrive.
  public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, Self.Failure == B.Failure,
    Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output,
    D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure,
    F.Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// The values of this publisher and 7 others, in the order they arrive.
  public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher, Self.Failure == B.Failure,
    Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output,
    D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure,
    F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }

  /// The values of this publisher and `other`, of the same type, in the order they arrive.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }
}
