// `import ActivityKit`: ActivityKit's own API, with Foundation, as on iOS.
@_exported import FoundationFixtures
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
