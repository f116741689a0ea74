// `import AppIntents`: the mirror's App Intents types (`AppIntent`, `@Parameter`, `AppEnum`…).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import ViewDSL
