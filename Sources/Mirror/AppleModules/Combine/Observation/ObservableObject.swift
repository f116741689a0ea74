import Foundation

/// An object that announces its changes before they happen, through `objectWillChange`.
///
/// A class that declares no `objectWillChange` gets one that sends before any of its
/// `@Published` properties (its own or its superclasses') changes: the properties are found by
/// reflection, as Apple's Combine finds them, and share one publisher, kept in their storage.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher shared by the object's `@Published` properties; an object without any gets a
  /// new publisher, which never sends, at each access.
  public var objectWillChange: ObservableObjectPublisher {
    var slots: [PublishedSlot] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      slots += current.children.compactMap { ($0.value as? any PublishedProperty)?.slot }
      mirror = current.superclassMirror
    }
    guard !slots.isEmpty else { return ObservableObjectPublisher() }
    return PublishedSlot.installLock.withLock {
      let publisher = slots.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
      for slot in slots where slot.objectWillChange == nil {
        slot.objectWillChange = publisher
      }
      return publisher
    }
  }
}

/// A `@Published` property as reflection sees it.
protocol PublishedProperty {
  var slot: PublishedSlot { get }
}

/// The part of a `@Published` property's storage that its object's `objectWillChange` uses.
class PublishedSlot {
  /// Serializes installing objects' publishers.
  static let installLock = NSLock()

  private let lock = NSLock()
  private var publisher: ObservableObjectPublisher?

  /// The publisher of the enclosing object, set at its first `objectWillChange`.
  var objectWillChange: ObservableObjectPublisher? {
    get { lock.withLock { publisher } }
    set { lock.withLock { publisher = newValue } }
  }
}
