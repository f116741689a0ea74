import Foundation
import MirrorCore

/// A value kept in `UserDefaults` (`@AppStorage("count", store: UserDefaults(suiteName: …)) var
/// count = 0`).
///
/// Reads the fixture's `UserDefaults` suite (or `.standard`), falling back to the initial
/// value when the key is absent; writes go to the same defaults.
@propertyWrapper
public struct AppStorage<Value> {
  private let key: String
  private let defaultValue: Value
  private let store: UserDefaults?
  private let read: (UserDefaults, String) -> Value?
  private let write: (UserDefaults, String, Value) -> Void

  private init(
    key: String, defaultValue: Value, store: UserDefaults?,
    read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.read = read
    self.write = write
  }

  public var wrappedValue: Value {
    get { read(store ?? .standard, key) ?? defaultValue }
    nonmutating set { write(store ?? .standard, key, newValue) }
  }

  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Bool },
      write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { ($0.object(forKey: $1) as? NSNumber)?.intValue },
      write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { ($0.object(forKey: $1) as? NSNumber)?.doubleValue },
      write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }

  /// An enumeration stored by its raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { ($0.object(forKey: $1) as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorage {
  /// An optional value with no default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      key: key, defaultValue: nil, store: store, read: { ($0.object(forKey: $1) as? NSNumber)?.intValue },
      write: { $0.set($2, forKey: $1) })
  }
}
