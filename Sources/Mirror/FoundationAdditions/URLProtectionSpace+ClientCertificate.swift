// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style name.)

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking

  /// The authentication method of a TLS client certificate. Corelibs declares it unavailable; an
  /// extension compares challenges with it (the gallery's requests are answered by fixtures, which
  /// never ask for one).
  public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"
#endif
