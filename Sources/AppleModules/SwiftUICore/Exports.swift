// `SwiftUICore`: since the iOS 18 SDK the module that holds SwiftUI's core types, named by code
// that qualifies them (`SwiftUICore.Font.Weight`). Here it is the mirror itself.
@_exported import Foundation
// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, as Foundation has it.
@_exported import GalleryFixtures
@_exported import ViewDSL

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
