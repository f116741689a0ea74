/// A publisher of one value, then finished; it never fails.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value delivered.
  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
    IteratorSubscription.start("Just", elements: CollectionOfOne(output).makeIterator(), downstream: subscriber)
  }
}

extension Just: Equatable where Output: Equatable {}

// The operators on `Just` that Apple's Combine computes at once, returning simpler publishers.
extension Just {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(transform(output))
  }

  public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

  public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  public func count() -> Just<Int> { Just<Int>(1) }

  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "count must not be negative")
    return Optional<Output>.Publisher(count > 0 ? nil : output)
  }

  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? nil : output)
  }

  public func first() -> Just<Output> { self }

  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  public func last() -> Just<Output> { self }

  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(isIncluded(output) ? output : nil)
  }

  public func ignoreOutput() -> Empty<Output, Failure> { Empty<Output, Failure>() }

  public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try transform(output) })
  }

  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "index must not be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
    Optional<Output>.Publisher(range.contains(0) ? output : nil)
  }

  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    Publishers.Sequence(sequence: [output] + elements)
  }

  public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure> where Output == S.Element {
    Publishers.Sequence(sequence: [output] + elements)
  }

  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    Publishers.Sequence(sequence: elements + [output])
  }

  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure> where Output == S.Element {
    Publishers.Sequence(sequence: Array(elements) + [output])
  }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(nextPartialResult(initialResult, output))
  }

  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(nextPartialResult(initialResult, output))
  }

  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(output)
  }

  public func replaceError(with output: Output) -> Just<Output> { self }

  public func replaceEmpty(with output: Output) -> Just<Output> { self }

  public func retry(_ retries: Int) -> Just<Output> { self }

  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }
}

extension Just where Output: Comparable {
  public func min() -> Just<Output> { self }

  public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
  public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }

  public func removeDuplicates() -> Just<Output> { self }
}
