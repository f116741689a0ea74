// `SwiftUICore`: since the iOS 18 SDK the module that holds SwiftUI's core types (views, the
// environment, modifiers, shapes, state), named by code that qualifies them
// (`SwiftUICore.Font.Weight`). It re-exports the mirror's core and Combine, as Apple's does,
// and Foundation (with FoundationNetworking, where `URLSession` lives on Linux).
@_exported import Combine
@_exported import Foundation
@_exported import FoundationFixtures
@_exported import MirrorCore

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
