@_exported import Foundation
// `import Intents`: Intents's own API, with Foundation, as on iOS.
@_exported import FoundationFixtures

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
