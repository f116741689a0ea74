/// The publisher of an observable object's `objectWillChange`: it sends an empty value before
/// any `@Published` property of the object changes.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let core = SubjectCore<Void, Never>("ObservableObjectPublisher", keepsLatest: false)

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void {
    core.attach(subscriber)
  }

  /// Tells the subscribers that the object is about to change.
  public func send() {
    core.send(())
  }
}
