extension Publishers {
  /// A publisher that stops the program if its upstream fails.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    public let upstream: Upstream
    public let prefix: String
    public let file: StaticString
    public let line: UInt

    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
      let (prefix, file, line) = (self.prefix, self.file, self.line)
      upstream.subscribe(
        OperatorSubscription(
          "AssertNoFailure", downstream: subscriber, onValue: { .send($0) },
          onCompletion: { completion in
            if case .failure(let error) = completion {
              fatalError("\(prefix.isEmpty ? "" : prefix + " ")\(error)", file: file, line: line)
            }
            return (nil, .finished)
          }))
    }
  }
}

extension Publisher {
  /// Stops the program with `prefix` and the error if this publisher fails.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.AssertNoFailure<Self>
  {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}
