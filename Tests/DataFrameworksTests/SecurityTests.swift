import Foundation
import GalleryFixtures
import Security
import XCTest

/// `SecItemCopyMatching`, `SecItemAdd`, `SecItemUpdate` and `SecItemDelete` as Apple documents
/// them, over `Keychain/keychain.json`.
final class SecurityTests: FrameworkTestCase {
  private func query(_ account: String, _ extra: [String: Any] = [:]) -> [String: Any] {
    [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.steps",
      kSecAttrAccount as String: account,
    ]
    .merging(extra) { $1 }
  }

  func testCopyMatchingReturnsTheSecretAsData() throws {
    try install()
    var item: CFTypeRef?
    let status = SecItemCopyMatching(
      query("api-token", [kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne])
        as CFDictionary,
      &item)
    XCTAssertEqual(status, errSecSuccess)
    let data = try XCTUnwrap(item as? Data)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "t0ken")
  }

  func testReturnAttributesGivesADictionaryWithTheDataWhenAskedForBoth() throws {
    try install()
    var item: AnyObject?
    let status = SecItemCopyMatching(
      query("api-token", [kSecReturnAttributes as String: true, kSecReturnData as String: true]) as CFDictionary, &item)
    XCTAssertEqual(status, errSecSuccess)
    let attributes = try XCTUnwrap(item as? [String: Any])
    XCTAssertEqual(attributes[kSecAttrAccount as String] as? String, "api-token")
    XCTAssertEqual(attributes[kSecAttrLabel as String] as? String, "API token")
    XCTAssertEqual(attributes[kSecValueData as String] as? Data, Data("t0ken".utf8))
  }

  func testMatchLimitAllReturnsEveryMatchAndInternetPasswordsAreTheirOwnClass() throws {
    try install()
    var items: CFTypeRef?
    let all: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecMatchLimit as String: kSecMatchLimitAll,
      kSecReturnAttributes as String: true,
    ]
    XCTAssertEqual(SecItemCopyMatching(all as CFDictionary, &items), errSecSuccess)
    let accounts = try XCTUnwrap(items as? [[String: Any]]).compactMap { $0[kSecAttrAccount as String] as? String }
    XCTAssertEqual(accounts, ["api-token", "refresh"])

    var secret: CFTypeRef?
    let internet: [String: Any] = [
      kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: "api.example.com", kSecReturnData as String: true,
    ]
    XCTAssertEqual(SecItemCopyMatching(internet as CFDictionary, &secret), errSecSuccess)
    XCTAssertEqual(secret as? Data, Data([0, 1, 2, 255]))
  }

  func testAnItemThatIsNotThereIsNotFoundRecordedAndNamedOnStandardError() throws {
    try install()
    var item: CFTypeRef?
    var status: OSStatus = 0
    let output = standardError {
      status = SecItemCopyMatching(query("missing", [kSecReturnData as String: true]) as CFDictionary, &item)
    }
    XCTAssertEqual(status, errSecItemNotFound)
    XCTAssertNil(item)
    XCTAssertTrue(output.contains("Keychain/keychain.json"), output)
    XCTAssertTrue(output.contains("acct=missing"), output)
    XCTAssertEqual(SecCopyErrorMessageString(status, nil), "The specified item could not be found in the keychain.")
    let skeleton = try JSONSerialization.jsonObject(with: XCTUnwrap(MissingFixtures.skeleton()["Keychain/keychain.json"]))
    let items = try XCTUnwrap((skeleton as? [String: Any])?["items"] as? [[String: Any]])
    XCTAssertEqual(items.count, 1)
    XCTAssertEqual(items[0]["account"] as? String, "missing")
    XCTAssertEqual(items[0]["service"] as? String, "com.example.steps")
    XCTAssertEqual(items[0]["class"] as? String, "genericPassword")
  }

  func testAddUpdateDeleteChangeTheKeychainUntilTheNextInstallAndNeverTheFile() throws {
    try install()
    let file = complete.appendingPathComponent("Keychain/keychain.json")
    let before = try Data(contentsOf: file)
    let add = query("new", [kSecValueData as String: Data("one".utf8)])
    XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), errSecSuccess)
    XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), errSecDuplicateItem)

    XCTAssertEqual(
      SecItemUpdate(query("new") as CFDictionary, [kSecValueData as String: Data("two".utf8)] as CFDictionary), errSecSuccess)
    var item: CFTypeRef?
    XCTAssertEqual(SecItemCopyMatching(query("new", [kSecReturnData as String: true]) as CFDictionary, &item), errSecSuccess)
    XCTAssertEqual(item as? Data, Data("two".utf8))
    XCTAssertEqual(
      SecItemUpdate(query("nobody") as CFDictionary, [kSecValueData as String: Data()] as CFDictionary), errSecItemNotFound)
    XCTAssertEqual(
      SecItemUpdate(query("new") as CFDictionary, [kSecAttrAccount as String: "api-token"] as CFDictionary), errSecDuplicateItem)

    XCTAssertEqual(SecItemDelete(query("new") as CFDictionary), errSecSuccess)
    XCTAssertEqual(SecItemDelete(query("new") as CFDictionary), errSecItemNotFound)
    XCTAssertEqual(SecItemDelete(query("api-token") as CFDictionary), errSecSuccess)

    try install()
    XCTAssertEqual(SecItemCopyMatching(query("api-token") as CFDictionary, nil), errSecSuccess)
    XCTAssertEqual(try Data(contentsOf: file), before)
  }

  func testAQueryWithoutAClassIsAParameterError() throws {
    try install()
    XCTAssertEqual(SecItemCopyMatching([kSecAttrAccount as String: "api-token"] as CFDictionary, nil), errSecParam)
    XCTAssertEqual(SecItemDelete([:] as CFDictionary), errSecParam)
  }

  func testAnInvalidFixtureFailsWithErrSecDecodeNamingTheFileAndKey() throws {
    let folder = try variant { folder in
      try Data(#"{"items": [{"service": "s", "account": "a", "data": "x", "dataBase64": "eA=="}]}"#.utf8)
        .write(to: folder.appendingPathComponent("Keychain/keychain.json"))
    }
    try install(folder)
    var status: OSStatus = 0
    let output = standardError { status = SecItemCopyMatching(query("a") as CFDictionary, nil) }
    XCTAssertEqual(status, errSecDecode)
    XCTAssertTrue(output.contains("Keychain/keychain.json: items[0]: give either data or dataBase64, not both"), output)
  }

  func testWithoutAFixtureFolderTheKeychainIsEmpty() throws {
    try installNone()
    _ = standardError { XCTAssertEqual(SecItemCopyMatching(query("api-token") as CFDictionary, nil), errSecItemNotFound) }
    XCTAssertEqual(MissingFixtures.skeleton().keys.sorted(), ["Keychain/keychain.json"])
  }
}
