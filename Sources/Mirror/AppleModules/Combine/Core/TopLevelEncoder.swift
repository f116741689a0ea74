import Foundation

/// An encoder that makes a whole document from a value (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONEncoder: TopLevelEncoder {}

extension PropertyListEncoder: TopLevelEncoder {}
