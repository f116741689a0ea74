extension Optional {
  /// A publisher of the optional's value, if any, then finished.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The value delivered, or nil for none.
    public let output: Wrapped?

    public init(_ output: Output?) {
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
      IteratorSubscription.start("Optional", elements: (output.map { [$0] } ?? []).makeIterator(), downstream: subscriber)
    }
  }

  /// A publisher of this optional's value, if any.
  public var publisher: Publisher {
    Publisher(self)
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}

// The operators on `Optional.Publisher` that Apple's Combine computes at once.
extension Optional.Publisher {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate) ?? true)
  }

  public func collect() -> Optional<[Output]>.Publisher {
    Optional<[Output]>.Publisher(output.map { [$0] } ?? [])
  }

  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.flatMap(transform))
  }

  public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate) ?? false)
  }

  public func count() -> Optional<Int>.Publisher {
    Optional<Int>.Publisher(output == nil ? 0 : 1)
  }

  public func dropFirst(_ count: Int = 1) -> Optional<Wrapped>.Publisher {
    precondition(count >= 0, "count must not be negative")
    return Optional<Wrapped>.Publisher(count > 0 ? nil : output)
  }

  public func drop(while predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
  }

  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
  }

  public func first() -> Optional<Wrapped>.Publisher { self }

  public func first(where predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher { filter(predicate) }

  public func last() -> Optional<Wrapped>.Publisher { self }

  public func last(where predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher { filter(predicate) }

  public func ignoreOutput() -> Empty<Output, Failure> { Empty<Output, Failure>() }

  public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map(transform))
  }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Wrapped>.Publisher { self }

  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Wrapped>.Publisher { self }

  public func output(at index: Int) -> Optional<Wrapped>.Publisher {
    precondition(index >= 0, "index must not be negative")
    return Optional<Wrapped>.Publisher(index == 0 ? output : nil)
  }

  public func output<R: RangeExpression>(in range: R) -> Optional<Wrapped>.Publisher where R.Bound == Int {
    Optional<Wrapped>.Publisher(range.contains(0) ? output : nil)
  }

  public func prefix(_ maxLength: Int) -> Optional<Wrapped>.Publisher {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Optional<Wrapped>.Publisher(maxLength > 0 ? output : nil)
  }

  public func prefix(while predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher { filter(predicate) }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) } ?? initialResult)
  }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Wrapped>.Publisher { self }

  public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }

  public func replaceEmpty(with output: Output) -> Just<Wrapped> {
    Just(self.output ?? output)
  }

  public func retry(_ times: Int) -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Equatable {
  public func contains(_ output: Output) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(self.output.map { $0 == output } ?? false)
  }

  public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
  public func min() -> Optional<Wrapped>.Publisher { self }

  public func max() -> Optional<Wrapped>.Publisher { self }
}
