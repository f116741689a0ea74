// `import Intents`: the mirror's SiriKit types (`INIntent`) that pre-iOS 17 widgets configure with.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import ViewDSL
