import Foundation

/// The values a view inherits from the place it appears in: family, colour scheme, fonts, …
///
/// Read them with `@Environment(\.key)` inside `body`; set them for a subtree with
/// `.environment(\.key, value)`. Custom keys work through `subscript(_:)`.
public struct EnvironmentValues: @unchecked Sendable {
  private var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The environment of the `body` being evaluated on this task or thread.
  @TaskLocal package static var current = EnvironmentValues()
}

extension EnvironmentValues: CustomStringConvertible {
  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}
