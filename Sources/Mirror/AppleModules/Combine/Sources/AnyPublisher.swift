/// A type-erased publisher: code exposes `AnyPublisher<Output, Failure>` instead of the chain of
/// operator types behind it.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
  private let box: AnyPublisherBox<Output, Failure>

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
    } else {
      box = PublisherBox(publisher)
    }
  }

  public var description: String { "AnyPublisher" }

  public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    box.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// This publisher as an `AnyPublisher`, hiding its type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// The wrapped publisher of an `AnyPublisher`, behind a class whose subclass knows its type.
class AnyPublisherBox<Output, Failure: Error> {
  func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    fatalError("AnyPublisherBox is abstract")
  }
}

final class PublisherBox<Base: Publisher>: AnyPublisherBox<Base.Output, Base.Failure> {
  private let base: Base

  init(_ base: Base) {
    self.base = base
  }

  override func receive<S: Subscriber>(subscriber: S) where Base.Output == S.Input, Base.Failure == S.Failure {
    base.receive(subscriber: subscriber)
  }
}
