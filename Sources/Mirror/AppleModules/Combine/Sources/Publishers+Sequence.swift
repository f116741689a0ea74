extension Publishers {
  /// A publisher of a sequence's elements, each as the subscriber asks for it, then finished.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The elements delivered.
    public let sequence: Elements

    public init(sequence: Elements) {
      self.sequence = sequence
    }

    public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
      IteratorSubscription.start("Sequence", elements: sequence.makeIterator(), downstream: subscriber)
    }
  }
}

extension Sequence {
  /// A publisher of this sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

// The operators on a sequence's publisher that Apple's Combine applies to the sequence itself.
extension Publishers.Sequence {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(sequence.allSatisfy(predicate))
  }

  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try sequence.allSatisfy(predicate) })
  }

  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(Array(sequence))
  }

  public func compactMap<T>(_ transform: (Output) -> T?) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
  }

  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(sequence.contains(where: predicate))
  }

  public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
    Result<Bool, any Error>.Publisher(Result { try sequence.contains(where: predicate) })
  }

  public func drop(while predicate: @escaping (Elements.Element) -> Bool)
    -> Publishers.Sequence<
      DropWhileSequence<Elements>, Failure
    >
  {
    Publishers.Sequence<DropWhileSequence<Elements>, Failure>(sequence: sequence.drop(while: predicate))
  }

  public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
    Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(count))
  }

  public func filter(_ isIncluded: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
    Publishers.Sequence<[Output], Failure>(sequence: sequence.filter(isIncluded))
  }

  public func ignoreOutput() -> Empty<Output, Failure> { Empty<Output, Failure>() }

  public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
  }

  public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
    Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(maxLength))
  }

  public func prefix(while predicate: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure> {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence.prefix(while: predicate)))
  }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(sequence.reduce(initialResult, nextPartialResult))
  }

  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try sequence.reduce(initialResult, nextPartialResult) })
  }

  public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Output], Failure> where Elements.Element == T? {
    Publishers.Sequence<[Output], Failure>(sequence: sequence.map { $0 ?? output })
  }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Sequence<[T], Failure> {
    var accumulator = initialResult
    return Publishers.Sequence<[T], Failure>(
      sequence: sequence.map { element in
        accumulator = nextPartialResult(accumulator, element)
        return accumulator
      })
  }

  public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> {
    Publishers.Sequence<Elements, E>(sequence: sequence)
  }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  public func removeDuplicates() -> Publishers.Sequence<[Output], Failure> {
    var previous: Output?
    var kept: [Output] = []
    for element in sequence where element != previous {
      kept.append(element)
      previous = element
    }
    return Publishers.Sequence<[Output], Failure>(sequence: kept)
  }

  public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(sequence.contains(output))
  }
}

extension Publishers.Sequence where Failure == Never {
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.min(by: areInIncreasingOrder))
  }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.max(by: areInIncreasingOrder))
  }

  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.first(where: predicate))
  }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
  public func min() -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.min())
  }

  public func max() -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.max())
  }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
  public func first() -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.first)
  }

  public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }
}

extension Publishers.Sequence where Elements: Collection {
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(sequence.count)
  }

  public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Output], Failure> {
    Publishers.Sequence<[Output], Failure>(sequence: Array(sequence[range]))
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
  public func count() -> Just<Int> {
    Just(sequence.count)
  }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
  public func last() -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.last)
  }

  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.last(where: predicate))
  }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
  public func prepend(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> {
    prepend(elements)
  }

  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where Elements.Element == S.Element {
    var joined = Elements(elements)
    joined.append(contentsOf: sequence)
    return Publishers.Sequence(sequence: joined)
  }

  public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
    prepend(publisher.sequence)
  }

  public func append(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> {
    append(elements)
  }

  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where Elements.Element == S.Element {
    var joined = sequence
    joined.append(contentsOf: elements)
    return Publishers.Sequence(sequence: joined)
  }

  public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
    append(publisher.sequence)
  }
}
