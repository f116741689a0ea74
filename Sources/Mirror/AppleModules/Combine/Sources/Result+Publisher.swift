extension Result {
  /// A publisher of the result's success value then finished, or of its failure.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Success

    /// What the publisher delivers.
    public let result: Result<Output, Failure>

    public init(_ result: Result<Output, Failure>) {
      self.result = result
    }

    public init(_ output: Output) {
      self.init(.success(output))
    }

    public init(_ failure: Failure) {
      self.init(.failure(failure))
    }

    public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure {
      switch result {
      case .success(let value):
        IteratorSubscription.start("Once", elements: CollectionOfOne(value).makeIterator(), downstream: subscriber)
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }

  /// A publisher of this result.
  public var publisher: Publisher {
    Publisher(self)
  }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}

// The operators on `Result.Publisher` that Apple's Combine computes at once.
extension Result.Publisher {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(erasedResult.flatMap { value in Result<Bool, any Error> { try predicate(value) } })
  }

  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(result.map { [$0] })
  }

  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    tryAllSatisfy(predicate)
  }

  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(result.map { _ in 1 })
  }

  public func first() -> Result<Output, Failure>.Publisher { self }

  public func last() -> Result<Output, Failure>.Publisher { self }

  public func ignoreOutput() -> Empty<Output, Failure> { Empty<Output, Failure>() }

  public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map(transform))
  }

  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(erasedResult.flatMap { value in Result<T, any Error> { try transform(value) } })
  }

  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(result.mapError(transform))
  }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

  public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(erasedResult)
  }

  public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(erasedResult)
  }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(
      erasedResult.flatMap { value in Result<T, any Error> { try nextPartialResult(initialResult, value) } })
  }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
    reduce(initialResult, nextPartialResult)
  }

  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
    tryReduce(initialResult, nextPartialResult)
  }

  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
    Result<Output, any Error>.Publisher(erasedResult)
  }

  public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
    Result<Output, Never>.Publisher(.success((try? result.get()) ?? output))
  }

  public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }

  public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

  private var erasedResult: Result<Output, any Error> {
    result.mapError { $0 }
  }
}

extension Result.Publisher where Success: Equatable {
  public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map { $0 == output })
  }

  public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Success: Comparable {
  public func min() -> Result<Output, Failure>.Publisher { self }

  public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Failure == Never {
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    switch result {
    case .success(let value): Result<Output, E>.Publisher(value)
    }
  }
}
