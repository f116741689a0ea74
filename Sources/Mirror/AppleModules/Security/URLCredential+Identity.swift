import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking

  extension URLCredential {
    /// A credential that answers a client-certificate challenge with `identity`. The gallery's
    /// requests are answered by fixtures, which never ask for a certificate, so the credential
    /// keeps only its persistence (corelibs' `URLSession` has no client-certificate support).
    public convenience init(identity: SecIdentity, certificates certArray: [Any]?, persistence: URLCredential.Persistence) {
      self.init(user: "", password: "", persistence: persistence)
    }
  }
#endif
