import Foundation

/// A safe bag of a PKCS #12 file (RFC 7292): a certificate or a private key, with its
/// attributes.
struct PKCS12Bag {
  enum Content {
    /// An X.509 certificate's DER bytes.
    case certificate(Data)
    /// A private key's PKCS #8 bytes.
    case privateKey(Data)
  }

  /// The file's contents are encrypted, or its integrity is protected by a MAC: reading them
  /// takes cryptography the gallery does not have.
  struct Protected: Error {}

  let content: Content
  let friendlyName: String?
  let localKeyID: Data?

  private static let data = "1.2.840.113549.1.7.1"
  private static let keyBag = "1.2.840.113549.1.12.10.1.1"
  private static let certBag = "1.2.840.113549.1.12.10.1.3"
  private static let x509Certificate = "1.2.840.113549.1.9.22.1"
  private static let friendlyNameAttribute = "1.2.840.113549.1.9.20"
  private static let localKeyIDAttribute = "1.2.840.113549.1.9.21"

  /// The certificate and key bags of a PFX: `PFX ::= SEQUENCE { version, authSafe ContentInfo,
  /// macData OPTIONAL }`, whose authenticated safe is a sequence of content infos, each a
  /// sequence of safe bags.
  ///
  /// - Throws: `DERReader.Malformed` when `der` is not a PFX; `Protected` when it has a MAC or
  ///   encrypted contents.
  static func read(_ der: Data) throws -> [PKCS12Bag] {
    var file = DERReader(der)
    var pfx = try file.next(DERReader.sequence).children
    guard try pfx.next(DERReader.integer).contents == Data([3]) else { throw DERReader.Malformed() }
    let authenticatedSafe = try dataContent(of: pfx.next(DERReader.sequence))
    if !pfx.isAtEnd { throw Protected() }
    var safes = try DERReader.Element(tag: DERReader.sequence, contents: authenticatedSafe).first(DERReader.sequence).children
    var bags: [PKCS12Bag] = []
    while !safes.isAtEnd {
      var contents = try DERReader.Element(tag: DERReader.sequence, contents: dataContent(of: safes.next(DERReader.sequence)))
        .first(DERReader.sequence).children
      while !contents.isAtEnd {
        if let bag = try bag(contents.next(DERReader.sequence)) { bags.append(bag) }
      }
    }
    return bags
  }

  /// The octets of a `ContentInfo` of type data; `Protected` for any other (encrypted) type.
  private static func dataContent(of element: DERReader.Element) throws -> Data {
    var info = element.children
    let type = try info.nextObjectIdentifier()
    guard type == data else {
      if type.hasPrefix("1.2.840.113549.1.7.") { throw Protected() }
      throw DERReader.Malformed()
    }
    return try info.next(DERReader.contextZero).first(DERReader.octetString).contents
  }

  /// A certificate or key bag; nil for other kinds (CRLs, secrets); `Protected` for a
  /// shrouded (encrypted) key.
  private static func bag(_ element: DERReader.Element) throws -> PKCS12Bag? {
    var bag = element.children
    let type = try bag.nextObjectIdentifier()
    var value = try bag.next(DERReader.contextZero).children
    var friendlyName: String?
    var localKeyID: Data?
    if !bag.isAtEnd {
      var attributes = try bag.next(DERReader.set).children
      while !attributes.isAtEnd {
        var attribute = try attributes.next(DERReader.sequence).children
        let attributeType = try attribute.nextObjectIdentifier()
        guard let first = try? attribute.next(DERReader.set).first() else { continue }
        if attributeType == friendlyNameAttribute {
          friendlyName = first.bmpString
        } else if attributeType == localKeyIDAttribute {
          localKeyID = first.contents
        }
      }
    }
    switch type {
    case keyBag:
      let key = try value.next(DERReader.sequence)
      var encoded = Data([DERReader.sequence])
      encoded.append(contentsOf: lengthBytes(key.contents.count))
      encoded.append(key.contents)
      return PKCS12Bag(content: .privateKey(encoded), friendlyName: friendlyName, localKeyID: localKeyID)
    case certBag:
      var certificate = try value.next(DERReader.sequence).children
      guard try certificate.nextObjectIdentifier() == x509Certificate else { return nil }
      let der = try certificate.next(DERReader.contextZero).first(DERReader.octetString).contents
      return PKCS12Bag(content: .certificate(der), friendlyName: friendlyName, localKeyID: localKeyID)
    case "1.2.840.113549.1.12.10.1.2":
      throw Protected()
    default:
      return nil
    }
  }

  /// A DER length's bytes.
  private static func lengthBytes(_ length: Int) -> [UInt8] {
    guard length >= 0x80 else { return [UInt8(length)] }
    var bytes: [UInt8] = []
    var rest = length
    while rest > 0 {
      bytes.insert(UInt8(rest & 0xFF), at: 0)
      rest >>= 8
    }
    return [0x80 | UInt8(bytes.count)] + bytes
  }
}
