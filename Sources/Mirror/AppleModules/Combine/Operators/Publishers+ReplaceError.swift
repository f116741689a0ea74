extension Publishers {
  /// A publisher that turns a failure into one last value, then finished.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    public let output: Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
      let output = self.output
      upstream.subscribe(
        OperatorSubscription(
          "ReplaceError", downstream: subscriber, onValue: { .send($0) },
          onCompletion: { completion in
            switch completion {
            case .finished: (nil, .finished)
            case .failure: (output, .finished)
            }
          }))
    }
  }

  /// A publisher that delivers one value if its upstream finishes without any.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let output: Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let output = self.output
      var isEmpty = true
      upstream.subscribe(
        OperatorSubscription(
          "ReplaceEmpty", downstream: subscriber,
          onValue: { value in
            isEmpty = false
            return .send(value)
          },
          onCompletion: { completion in
            switch completion {
            case .finished: (isEmpty ? output : nil, .finished)
            case .failure: (nil, completion)
            }
          }))
    }
  }
}

extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}

extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}

extension Publisher {
  /// Replaces a failure with `output`, then finishes.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Delivers `output` if this publisher finishes without a value.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}
