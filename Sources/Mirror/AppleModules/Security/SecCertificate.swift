// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// An X.509 certificate, kept as its DER bytes.
public final class SecCertificate: @unchecked Sendable {
  // Sendable: immutable.
  let der: Data
  /// The subject's attributes in the order the certificate lists them (OID → value).
  let subject: [(type: String, value: String)]

  /// The certificate in `der`; nil when the bytes are not an X.509 certificate.
  init?(der: Data) {
    guard let subject = try? Self.readSubject(der) else { return nil }
    self.der = der
    self.subject = subject
  }

  /// The subject name of a DER certificate: `Certificate ::= SEQUENCE { tbsCertificate
  /// SEQUENCE { [0] version OPTIONAL, serialNumber, signature, issuer, validity, subject, … } … }`.
  private static func readSubject(_ der: Data) throws -> [(type: String, value: String)] {
    var certificate = DERReader(der)
    var tbs = try certificate.next(DERReader.sequence).first(DERReader.sequence).children
    var field = try tbs.next()
    if field.tag == DERReader.contextZero { field = try tbs.next() }  // the version
    guard field.tag == DERReader.integer else { throw DERReader.Malformed() }  // the serial number
    _ = try tbs.next(DERReader.sequence)  // the signature algorithm
    _ = try tbs.next(DERReader.sequence)  // the issuer
    _ = try tbs.next(DERReader.sequence)  // the validity
    var names = try tbs.next(DERReader.sequence).children
    var subject: [(type: String, value: String)] = []
    while !names.isAtEnd {
      var set = try names.next(DERReader.set).children
      while !set.isAtEnd {
        var pair = try set.next(DERReader.sequence).children
        let type = try pair.nextObjectIdentifier()
        let value = try pair.next()
        subject.append((type, Self.string(value)))
      }
    }
    return subject
  }

  /// A directory string's text: UTF-8, printable and IA5 strings as bytes, BMP strings as UTF-16.
  private static func string(_ element: DERReader.Element) -> String {
    if element.tag == 0x1E { return element.bmpString }
    return String(decoding: element.contents, as: UTF8.self)
  }

  /// The name a person knows the certificate by, as Apple's summary picks it: the subject's
  /// common name, else its e-mail address, else its organizational unit or organization.
  var summary: String? {
    for type in ["2.5.4.3", "1.2.840.113549.1.9.1", "2.5.4.11", "2.5.4.10"] {
      if let value = subject.last(where: { $0.type == type })?.value { return value }
    }
    return nil
  }
}

/// The certificate in DER `data`; nil when it is not one.
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
  SecCertificate(der: data as Data)
}

/// The certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData {
  certificate.der as NSData
}

/// A human-readable summary of the certificate: its subject's common name (or e-mail address,
/// organizational unit or organization).
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? {
  certificate.summary
}

/// The allocator argument of CoreFoundation's create functions (always the default here).
public typealias CFAllocator = AnyObject
