import Foundation

/// An attribute value of a keychain item.
enum KeychainValue: Equatable, Sendable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case data(Data)
  case date(Date)

  /// The value a query or attribute dictionary gives for `key`, when it is one of these:
  /// `kSecAttrPort` is a number, `kSecAttrSynchronizable` a Boolean, the others strings,
  /// bytes or dates.
  init?(key: String, _ value: Any) {
    switch key {
    case kSecAttrPort:
      guard let value = value as? Int else { return nil }
      self = .int(value)
    case kSecAttrSynchronizable:
      guard let value = value as? Bool else { return nil }
      self = .bool(value)
    default:
      switch value {
      case let value as String: self = .string(value)
      case let value as Data: self = .data(value)
      case let value as Date: self = .date(value)
      default: return nil
      }
    }
  }

  /// The value as results hand it out.
  var object: Any {
    switch self {
    case .string(let value): value
    case .int(let value): value
    case .bool(let value): value
    case .data(let value): value
    case .date(let value): value
    }
  }
}

/// One item of the keychain: its class, attributes (keyed by `kSecAttr…` values) and secret.
struct KeychainItem: Sendable {
  var itemClass: String
  var attributes: [String: KeychainValue]
  var data: Data

  /// The attributes that make an item unique in its class: adding a second item with the
  /// same values fails with `errSecDuplicateItem`.
  static func primaryKey(of itemClass: String) -> [String] {
    itemClass == kSecClassInternetPassword
      ? [
        kSecAttrAccessGroup, kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
        kSecAttrSynchronizable,
      ]
      : [kSecAttrAccessGroup, kSecAttrAccount, kSecAttrService, kSecAttrSynchronizable]
  }

  func hasSamePrimaryKey(as other: KeychainItem) -> Bool {
    itemClass == other.itemClass && Self.primaryKey(of: itemClass).allSatisfy { attributes[$0] == other.attributes[$0] }
  }

  /// The attribute dictionary `kSecReturnAttributes` gives, with the class and, when asked,
  /// the secret.
  func dictionary(withData: Bool) -> [String: Any] {
    var dictionary: [String: Any] = [kSecClass: itemClass]
    for (key, value) in attributes { dictionary[key] = value.object }
    if withData { dictionary[kSecValueData] = data }
    return dictionary
  }
}
