import Foundation

/// A decoder that makes a value from a whole document (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}

extension PropertyListDecoder: TopLevelDecoder {}
