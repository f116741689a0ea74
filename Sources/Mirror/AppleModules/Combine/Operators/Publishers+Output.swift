extension Publishers {
  /// A publisher of the values at a range of positions (`prefix(_:)`, `output(at:)`), which
  /// finishes after the last of them.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let range: CountableRange<Int>

    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "the range must not start below zero")
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let range = self.range
      var index = 0
      upstream.subscribe(
        OperatorSubscription("Output", downstream: subscriber) { value in
          defer { index += 1 }
          if index + 1 >= range.upperBound {
            return .finish(range.contains(index) ? value : nil)
          }
          return range.contains(index) ? .send(value) : .skip
        })
    }
  }

  /// A publisher of values until a predicate first rejects one, then finished.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      upstream.subscribe(OperatorSubscription("PrefixWhile", downstream: subscriber) { predicate($0) ? .send($0) : .finish(nil) })
    }
  }

  /// A publisher of values until a throwing predicate first rejects one, then finished.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription(
          "TryPrefixWhile", downstream: subscriber,
          onValue: { value in .trying { try predicate(value) ? .send(value) : .finish(nil) } },
          onCompletion: { (nil, $0.erased) }))
    }
  }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

extension Publisher {
  /// The first `maxLength` values, then finished.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return output(in: 0..<maxLength)
  }

  /// The value at `index`, then finished.
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index...index)
  }

  /// The values at the positions in `range`, then finished.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }

  /// Values until `predicate` first returns false, then finished.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Values until `predicate` first returns false, then finished; a thrown error fails.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}
