@_exported import Foundation
// `import Security`: Keychain items from the fixture folder's `Keychain/keychain.json`. Apple's
// Security re-exports CoreFoundation; here Foundation (and FoundationNetworking) stand in, with
// the CoreFoundation names keychain code uses (`CFDictionary`, `CFString`, `kCFBooleanTrue`…).
@_exported import FoundationFixtures

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
