import Foundation

extension Publishers {
  /// A connectable publisher that shares one subscription to its upstream among its subscribers
  /// through a subject, once connected.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    /// Makes the subject, once, at the first subscriber or connection.
    public let createSubject: () -> SubjectType

    private let lock = NSLock()
    private var madeSubject: SubjectType?

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      lock.withLock {
        if let madeSubject { return madeSubject }
        let subject = createSubject()
        madeSubject = subject
        return subject
      }
    }

    public func receive<S: Subscriber>(subscriber: S) where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
      subject.subscribe(subscriber)
    }

    public func connect() -> any Cancellable {
      upstream.subscribe(subject)
    }
  }
}

extension Publisher {
  /// Shares this publisher through the subject `createSubject` makes, once connected.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Shares this publisher through `subject`, once connected.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }
}
