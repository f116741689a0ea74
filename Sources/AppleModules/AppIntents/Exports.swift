// `import AppIntents`: the mirror's App Intents types (`AppIntent`, `@Parameter`, `AppEnum`…).
@_exported import Foundation
@_exported import ViewDSL

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
