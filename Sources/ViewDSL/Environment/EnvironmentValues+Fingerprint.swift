import Foundation

extension EnvironmentValues {
  /// The object holding the values: environments sharing it hold the same values, so a walk
  /// over many nodes can take each storage's values once (keeping it, so its identity is not
  /// reused while the walk remembers it).
  package var storageObject: AnyObject { storage }

  /// The environment this one was copied from before its own values were written; nil for
  /// the empty environment.
  package var parentEnvironment: EnvironmentValues? {
    guard let parent = storage.parent else { return nil }
    var environment = EnvironmentValues()
    environment.storage = parent
    return environment
  }

  /// The values written since the copy from `parentEnvironment`, in the order of their
  /// first write, with the type of their key (an `EnvironmentKey` type), for a fingerprint
  /// that must name keys the same way in every process. With no parent, every value, in no
  /// particular order.
  ///
  /// The entry's date and the date shift are left out: they are read only while views are
  /// resolved (the tree holds the text they made), and they follow the wall clock.
  package var writtenValues: [(key: Any.Type, value: Any)] {
    let keys = storage.parent == nil ? Array(storage.values.keys) : storage.written
    return keys.compactMap { key in
      guard key != Self.entryDateKey, key != Self.dateShiftKey, let value = storage.values[key] else { return nil }
      // Keys are stored by the identifier of their metatype, which is the metatype's address.
      return (unsafeBitCast(key, to: Any.Type.self), value)
    }
  }
}
