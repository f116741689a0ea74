// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// A certificate with the private key that goes with it, as `SecPKCS12Import` gives one.
public final class SecIdentity: @unchecked Sendable {
  // Sendable: immutable.
  let certificate: SecCertificate
  /// The private key's PKCS #8 bytes.
  let privateKey: Data

  init(certificate: SecCertificate, privateKey: Data) {
    self.certificate = certificate
    self.privateKey = privateKey
  }
}

/// The identity's certificate: `errSecSuccess`, with the certificate in `certificateRef`.
public func SecIdentityCopyCertificate(_ identityRef: SecIdentity, _ certificateRef: UnsafeMutablePointer<SecCertificate?>)
  -> OSStatus
{
  certificateRef.pointee = identityRef.certificate
  return errSecSuccess
}
