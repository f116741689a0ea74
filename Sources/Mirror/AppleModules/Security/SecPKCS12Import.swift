// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// The options key of the passphrase that protects a PKCS #12 file.
public let kSecImportExportPassphrase: CFString = "passphrase"
/// An imported item's identity (`SecIdentity`).
public let kSecImportItemIdentity: CFString = "identity"
/// An imported item's certificates, its own first (`[SecCertificate]`).
public let kSecImportItemCertChain: CFString = "chain"
/// An imported item's friendly name, when the file gives one.
public let kSecImportItemLabel: CFString = "label"
/// An imported item's local key id, when the file gives one.
public let kSecImportItemKeyID: CFString = "keyid"

/// Reads the identities of a PKCS #12 file (`.p12`): one dictionary per private key in
/// `items`, with its identity (`kSecImportItemIdentity`), the certificate chain and its label.
///
/// The file's structure is read in full; data that is not PKCS #12 fails with `errSecDecode`.
/// The gallery has no cryptography, so it reads only a file stored without encryption or
/// integrity MAC (`openssl pkcs12 -export -keypbe NONE -certpbe NONE -nomac`): a file whose
/// contents are encrypted or protected by a MAC (every file made with a password) fails with
/// `errSecUnimplemented`, as a widget then sees a failed import. A file with no private key
/// gives no items.
public func SecPKCS12Import(_ pkcs12_data: CFData, _ options: CFDictionary, _ items: UnsafeMutablePointer<CFArray?>)
  -> OSStatus
{
  guard options[kSecImportExportPassphrase] == nil || options[kSecImportExportPassphrase] is String else {
    return errSecParam
  }
  let bags: [PKCS12Bag]
  do {
    bags = try PKCS12Bag.read(pkcs12_data as Data)
  } catch is PKCS12Bag.Protected {
    return errSecUnimplemented
  } catch {
    return errSecDecode
  }
  let certificates = bags.compactMap { bag -> (SecCertificate, PKCS12Bag)? in
    guard case .certificate(let der) = bag.content, let certificate = SecCertificate(der: der) else { return nil }
    return (certificate, bag)
  }
  var imported: [Any] = []
  for key in bags {
    guard case .privateKey(let keyData) = key.content else { continue }
    // The key's certificate: the one with the same local key id, or else the first.
    let own = certificates.first { $0.1.localKeyID != nil && $0.1.localKeyID == key.localKeyID } ?? certificates.first
    guard let (certificate, _) = own else { continue }
    var item: [String: Any] = [
      kSecImportItemIdentity: SecIdentity(certificate: certificate, privateKey: keyData),
      kSecImportItemCertChain: NSArray(array: [certificate] + certificates.map(\.0).filter { $0 !== certificate }),
    ]
    if let label = key.friendlyName ?? own?.1.friendlyName { item[kSecImportItemLabel] = label }
    if let keyID = key.localKeyID { item[kSecImportItemKeyID] = keyID as NSData }
    imported.append(item)
  }
  items.pointee = NSArray(array: imported)
  return errSecSuccess
}
