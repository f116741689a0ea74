import Foundation

/// The values a view inherits from the place it appears in: family, colour scheme, fonts, …
///
/// Read them with `@Environment(\.key)` inside `body`; set them for a subtree with
/// `.environment(\.key, value)`. Custom keys work through `subscript(_:)`.
public struct EnvironmentValues: @unchecked Sendable {
  // Sendable: its storage is copied before a write whenever another environment shares it (copy on write), so a
  // shared storage never changes; values set in it are read only.
  /// Shared until written; a write to shared storage copies it, remembering where it came
  /// from, so two environments can be compared by what was written since (see
  /// `EnvironmentValues+Comparison.swift`).
  var storage = Storage.empty

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage.values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
      storage.set(newValue, for: ObjectIdentifier(key))
    }
  }

  /// The environment of the `body` being evaluated on this task or thread.
  @TaskLocal package static var current = EnvironmentValues()
}

extension EnvironmentValues {
  /// The values of one environment; never changed once another environment shares it, so
  /// sharing it between threads is safe.
  final class Storage: @unchecked Sendable {
    // Sendable: written only while uniquely referenced (`EnvironmentValues` copies it first), never after it is
    // shared.
    private(set) var values: [ObjectIdentifier: Any]
    /// The storage this one was copied from; nil for the empty storage.
    let parent: Storage?
    /// The keys written since the copy, in the order of their first write.
    private(set) var written: [ObjectIdentifier] = []

    static let empty = Storage()

    private init() {
      values = [:]
      parent = nil
    }

    init(copying parent: Storage) {
      values = parent.values
      self.parent = parent
    }

    func set(_ value: Any, for key: ObjectIdentifier) {
      if !written.contains(key) { written.append(key) }
      values[key] = value
    }
  }
}

extension EnvironmentValues: CustomStringConvertible {
  public var description: String { "EnvironmentValues(\(storage.values.count) values set)" }
}
