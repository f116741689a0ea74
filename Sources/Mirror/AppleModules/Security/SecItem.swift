// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation
import GalleryFixtures
import Locking
import Synchronization

/// The process's keychain: the fixture's items, changed by `SecItemAdd`, `SecItemUpdate` and
/// `SecItemDelete` until the next install (the fixture file is never written).
enum Keychain {
  private struct State {
    var generation = -1
    var items: [KeychainItem] = []
    var failure: String?
  }

  private static let state = Mutex(State())

  /// Runs `body` on the items of the installed fixture, or returns `errSecDecode` (and says
  /// why on standard error) when the fixture file is invalid.
  static func withItems(_ body: (inout [KeychainItem]) -> OSStatus) -> OSStatus {
    let generation = InstalledFixtures.generation
    return state.locked { state in
      if state.generation != generation {
        state = State(generation: generation)
        do {
          state.items = try InstalledFixtures.contents(of: KeychainFixture.self)
        } catch {
          state.failure = "\(error)"
        }
      }
      if let failure = state.failure {
        FixtureDiagnostics.report(failure)
        return errSecDecode
      }
      return body(&state.items)
    }
  }
}

/// What a query asks for, read from its dictionary.
private struct SecQuery {
  let itemClass: String
  /// The attributes an item must have (`kSecAttr…` → value).
  var attributes: [String: KeychainValue] = [:]
  var returnData = false
  var returnAttributes = false
  var returnReference = false
  var limit: Int? = 1
  var value: Data?
  /// Whether synchronizable items match too (`kSecAttrSynchronizableAny`).
  var anySynchronizable = false

  static let attributeKeys: Set<String> = [
    kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrAccessGroup,
    kSecAttrLabel, kSecAttrDescription, kSecAttrComment, kSecAttrGeneric, kSecAttrSynchronizable,
  ]

  /// Reads `dictionary`; nil when it has no known `kSecClass` or a value of the wrong type.
  init?(_ dictionary: CFDictionary) {
    guard let itemClass = dictionary[kSecClass] as? String,
      [kSecClassGenericPassword, kSecClassInternetPassword].contains(itemClass)
    else { return nil }
    self.itemClass = itemClass
    for (key, value) in dictionary {
      switch key {
      case kSecReturnData: returnData = (value as? Bool) ?? false
      case kSecReturnAttributes: returnAttributes = (value as? Bool) ?? false
      case kSecReturnRef, kSecReturnPersistentRef: returnReference = (value as? Bool) ?? false
      case kSecMatchLimit:
        switch value {
        case let limit as String: self.limit = limit == kSecMatchLimitAll ? nil : 1
        case let limit as Int where limit > 0: self.limit = limit
        default: return nil
        }
      case kSecValueData:
        guard let data = value as? Data else { return nil }
        self.value = data
      case kSecAttrSynchronizable where (value as? String) == kSecAttrSynchronizableAny:
        anySynchronizable = true
      default:
        guard Self.attributeKeys.contains(key) else { continue }
        guard let attribute = KeychainValue(key: key, value) else { return nil }
        attributes[key] = attribute
      }
    }
  }

  func matches(_ item: KeychainItem) -> Bool {
    guard item.itemClass == itemClass else { return false }
    if !anySynchronizable, attributes[kSecAttrSynchronizable] == nil, item.attributes[kSecAttrSynchronizable] == .bool(true) {
      return false
    }
    return attributes.allSatisfy { item.attributes[$0.key] == $0.value }
  }

  /// The result for `items` as Apple hands it out: the secret, the attribute dictionary, or
  /// an array of them with `kSecMatchLimitAll`; nil when no `kSecReturn…` key asks.
  func result(for items: [KeychainItem]) -> CFTypeRef? {
    let single: (KeychainItem) -> AnyObject? = { item in
      if returnAttributes { return NSDictionary(dictionary: item.dictionary(withData: returnData)) }
      if returnData { return NSData(data: item.data) }
      return nil
    }
    if limit == 1 { return items.first.flatMap(single) }
    let values = items.compactMap(single)
    return values.isEmpty ? nil : NSArray(array: values)
  }

  /// What `--missing-fixtures` records for a query that found nothing.
  var request: KeychainFixture.Request {
    KeychainFixture.Request(
      itemClass: itemClass,
      attributes: attributes.compactMap { key, value in
        guard case .string(let text) = value else { return nil }
        return "\(key)=\(text)"
      }.sorted())
  }
}

/// Finds the keychain items that match `query` and hands out what its `kSecReturn…` keys ask
/// for: `errSecItemNotFound` when none match (and the query is recorded for
/// `--missing-fixtures`), `errSecParam` for a query without a known `kSecClass`.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  result?.pointee = nil
  guard let query = SecQuery(query), !query.returnReference else { return errSecParam }
  return Keychain.withItems { items in
    let found = items.filter(query.matches)
    guard !found.isEmpty else {
      MissingFixtures.record(query.request, in: KeychainFixture.self)
      FixtureDiagnostics.report(
        "no keychain item matches \(query.request.attributes.joined(separator: ", ")) in \(InstalledFixtures.path(of: KeychainFixture.self))"
      )
      return errSecItemNotFound
    }
    result?.pointee = query.result(for: Array(found.prefix(query.limit ?? found.count)))
    return errSecSuccess
  }
}

/// Adds an item: `errSecDuplicateItem` when its class already has one with the same
/// identifying attributes, `errSecParam` without `kSecClass`.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  result?.pointee = nil
  guard let query = SecQuery(attributes) else { return errSecParam }
  var item = KeychainItem(itemClass: query.itemClass, attributes: query.attributes, data: query.value ?? Data())
  if item.attributes[kSecAttrSynchronizable] == nil { item.attributes[kSecAttrSynchronizable] = .bool(false) }
  return Keychain.withItems { items in
    guard !items.contains(where: { $0.hasSamePrimaryKey(as: item) }) else { return errSecDuplicateItem }
    items.append(item)
    result?.pointee = query.result(for: [item])
    return errSecSuccess
  }
}

/// Changes the items that match `query` to `attributesToUpdate` (`kSecValueData` replaces the
/// secret): `errSecItemNotFound` when none match.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  guard let query = SecQuery(query) else { return errSecParam }
  var changes: [String: KeychainValue] = [:]
  for (key, value) in attributesToUpdate where SecQuery.attributeKeys.contains(key) {
    guard let attribute = KeychainValue(key: key, value) else { return errSecParam }
    changes[key] = attribute
  }
  let data = attributesToUpdate[kSecValueData].map { $0 as? Data }
  if case .some(nil) = data { return errSecParam }
  return Keychain.withItems { items in
    var updated = items
    var matched = false
    for index in updated.indices where query.matches(updated[index]) {
      matched = true
      updated[index].attributes.merge(changes) { $1 }
      if let data = data ?? nil { updated[index].data = data }
    }
    guard matched else { return errSecItemNotFound }
    for (index, item) in updated.enumerated() where updated[..<index].contains(where: { $0.hasSamePrimaryKey(as: item) }) {
      return errSecDuplicateItem
    }
    items = updated
    return errSecSuccess
  }
}

/// Deletes every item that matches `query`: `errSecItemNotFound` when none do.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  guard let query = SecQuery(query) else { return errSecParam }
  return Keychain.withItems { items in
    let before = items.count
    items.removeAll(where: query.matches)
    return items.count == before ? errSecItemNotFound : errSecSuccess
  }
}
