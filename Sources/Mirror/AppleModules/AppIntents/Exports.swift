// `import AppIntents`: App Intents' own API (`AppIntent`, `@Parameter`, `AppEntity`…), with
// Foundation, as on iOS. It does not re-export SwiftUI: `Text` is not in scope from here alone.
@_exported import FoundationFixtures
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
