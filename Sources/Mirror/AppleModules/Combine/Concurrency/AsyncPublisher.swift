/// A publisher's values as an async sequence (`for await value in publisher.values`): each
/// iteration asks the publisher for one value.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output

  /// Awaits the publisher's values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    private let subscriber: AsyncSubscriber<P.Output, Never>

    init(_ subscriber: AsyncSubscriber<P.Output, Never>) {
      self.subscriber = subscriber
    }

    /// The next value, or nil once the publisher finished or the task was cancelled.
    public mutating func next() async -> P.Output? {
      await subscriber.next()
    }
  }

  private let publisher: P

  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    let subscriber = AsyncSubscriber<P.Output, Never>()
    publisher.subscribe(subscriber)
    return Iterator(subscriber)
  }

  /// The publisher's first value; a publisher that finishes without one is a programming error.
  func firstValue() async -> P.Output {
    var iterator = makeAsyncIterator()
    guard let value = await iterator.next() else { fatalError("the publisher finished without a value") }
    return value
  }
}

/// A publisher's values as a throwing async sequence (`for try await value in publisher.values`).
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output

  /// Awaits the publisher's values one by one; throws the publisher's failure.
  public struct Iterator: AsyncIteratorProtocol {
    private let subscriber: AsyncSubscriber<P.Output, P.Failure>

    init(_ subscriber: AsyncSubscriber<P.Output, P.Failure>) {
      self.subscriber = subscriber
    }

    /// The next value, or nil once the publisher finished or the task was cancelled.
    public mutating func next() async throws -> P.Output? {
      try await subscriber.next()
    }
  }

  private let publisher: P

  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    let subscriber = AsyncSubscriber<P.Output, P.Failure>()
    publisher.subscribe(subscriber)
    return Iterator(subscriber)
  }

  /// The publisher's first value; one that finishes without a value is a programming error.
  func firstValue() async throws -> P.Output {
    var iterator = makeAsyncIterator()
    guard let value = try await iterator.next() else { fatalError("the publisher finished without a value") }
    return value
  }
}

extension Publisher where Failure == Never {
  /// This publisher's values as an async sequence.
  public var values: AsyncPublisher<Self> {
    AsyncPublisher(self)
  }
}

extension Publisher {
  /// This publisher's values as a throwing async sequence.
  public var values: AsyncThrowingPublisher<Self> {
    AsyncThrowingPublisher(self)
  }
}
