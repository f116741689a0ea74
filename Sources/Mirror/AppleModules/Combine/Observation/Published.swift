import Foundation

/// A property of a class whose changes are published: `$property` is a publisher of its
/// values (the current one first, then each new one, sent before the property changes), and
/// the enclosing `ObservableObject`'s `objectWillChange` sends before each change.
@propertyWrapper
public struct Published<Value> {
  private(set) var storage: PublishedStorage<Value>

  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The publisher of the property's values (`$property`).
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    // `assign(to: &$property)` writes back the property's own publisher; assigning another
    // property's publisher makes this property share that one's value, as in Apple's Combine.
    set { storage = newValue.storage }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set { object[keyPath: storageKeyPath].storage.set(newValue) }
  }

  /// The publisher of a `@Published` property's values.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
      storage.subject.receive(subscriber: subscriber)
    }
  }
}

extension Published: PublishedProperty {
  var slot: PublishedSlot { storage }
}

extension Publisher where Failure == Never {
  /// Writes each value to the `@Published` property whose publisher is given (`&$property`),
  /// for as long as the property lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.storage.assign(from: self)
  }
}

/// The value of a `@Published` property, the subject behind `$property` (made at its first
/// use) and the publisher of the enclosing object.
final class PublishedStorage<Value>: PublishedSlot {
  private let lock = NSLock()
  private var current: Value
  private var currentSubject: CurrentValueSubject<Value, Never>?
  private var assignment: AnyCancellable?

  init(_ value: Value) {
    current = value
  }

  var value: Value {
    lock.withLock { current }
  }

  var subject: CurrentValueSubject<Value, Never> {
    lock.withLock {
      if let currentSubject { return currentSubject }
      let subject = CurrentValueSubject<Value, Never>(current)
      currentSubject = subject
      return subject
    }
  }

  /// Announces the change to the object and to `$property`'s subscribers, then stores the value.
  func set(_ newValue: Value) {
    objectWillChange?.send()
    lock.withLock { currentSubject }?.send(newValue)
    lock.withLock { current = newValue }
  }

  /// Keeps `publisher` writing to this property, until the property's storage is released.
  func assign<P: Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
    let cancellable = publisher.sink { [weak self] in self?.set($0) }
    lock.withLock { assignment = cancellable }
  }
}
