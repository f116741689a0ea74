// `import Intents`: the mirror's SiriKit types (`INIntent`) that pre-iOS 17 widgets configure with.
@_exported import Foundation
@_exported import ViewDSL

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
