@_exported import Foundation
// `import AppIntents`: App Intents' own API (`AppIntent`, `@Parameter`, `AppEntity`…), with
// Foundation, as on iOS. It does not re-export SwiftUI: `Text` is not in scope from here alone.
@_exported import FoundationFixtures

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
