import Foundation
import GalleryFixtures

/// `Keychain/keychain.json`: the items the app stored in the Keychain.
///
/// ```json
/// { "items": [
///   { "class": "genericPassword", "service": "com.example.app", "account": "token", "data": "s3cr3t" },
///   { "class": "internetPassword", "server": "example.com", "account": "me", "dataBase64": "AAEC" } ] }
/// ```
/// `class` is `genericPassword` (the default) or `internetPassword`; the other keys are the
/// item's attributes (`service`, `account`, `server`, `protocol`, `port`, `path`,
/// `accessGroup`, `label`, `description`, `comment`, `synchronizable`) and its secret, as
/// UTF-8 text (`data`) or base64 (`dataBase64`).
enum KeychainFixture: FixtureSource {
  static let location = "Keychain/keychain.json"
  static let empty: [KeychainItem] = []

  /// A query that found nothing: its class and the attributes it named.
  struct Request: Hashable, Comparable, Sendable {
    let itemClass: String
    let attributes: [String]

    static func < (lhs: Request, rhs: Request) -> Bool {
      (lhs.itemClass, lhs.attributes.joined(separator: "\u{1}")) < (rhs.itemClass, rhs.attributes.joined(separator: "\u{1}"))
    }
  }

  /// Fixture key → the `kSecAttr…` value it sets, for string attributes.
  static let stringAttributes: [(key: String, attribute: String)] = [
    ("service", kSecAttrService), ("account", kSecAttrAccount), ("server", kSecAttrServer), ("protocol", kSecAttrProtocol),
    ("path", kSecAttrPath), ("accessGroup", kSecAttrAccessGroup), ("label", kSecAttrLabel),
    ("description", kSecAttrDescription), ("comment", kSecAttrComment),
  ]

  static let classes: [(key: String, value: String)] = [
    ("genericPassword", kSecClassGenericPassword), ("internetPassword", kSecClassInternetPassword),
  ]

  static func read(from url: URL) throws -> [KeychainItem] {
    let file = try FixtureObject.read(at: url)
    try file.allowOnly(["items"])
    return try file.objects("items").map { object in
      try object.allowOnly(Set(stringAttributes.map(\.key) + ["class", "port", "synchronizable", "data", "dataBase64"]))
      let className = try object.optionalString("class") ?? "genericPassword"
      guard let itemClass = classes.first(where: { $0.key == className })?.value else {
        throw object.error("class", "\"\(className)\" is not a keychain class; expected genericPassword or internetPassword")
      }
      var attributes: [String: KeychainValue] = [:]
      for (key, attribute) in stringAttributes {
        if let value = try object.optionalString(key) { attributes[attribute] = .string(value) }
      }
      if let port = try object.optionalInt("port") { attributes[kSecAttrPort] = .int(port) }
      attributes[kSecAttrSynchronizable] = .bool(try object.optionalBool("synchronizable") ?? false)
      let data: Data
      switch (try object.optionalString("data"), try object.optionalString("dataBase64")) {
      case (let text?, nil): data = Data(text.utf8)
      case (nil, let base64?):
        guard let decoded = Data(base64Encoded: base64) else { throw object.error("dataBase64", "not valid base64") }
        data = decoded
      case (nil, nil): throw object.error(nil, "the item has no secret; give data (text) or dataBase64")
      default: throw object.error(nil, "give either data or dataBase64, not both")
      }
      return KeychainItem(itemClass: itemClass, attributes: attributes, data: data)
    }
  }

  /// `Keychain/keychain.json` with an item per query, its secret left empty.
  static func skeleton(for requests: [Request]) -> [String: Data] {
    let items = requests.map { request -> [String: Any] in
      var item: [String: Any] = ["data": ""]
      item["class"] = classes.first { $0.value == request.itemClass }?.key ?? "genericPassword"
      for pair in request.attributes {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let key = stringAttributes.first(where: { $0.attribute == parts[0] })?.key else { continue }
        item[key] = parts[1]
      }
      return item
    }
    return [location: skeletonJSON(["items": items])]
  }
}
