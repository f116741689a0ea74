// `import UIKit`: the mirror's UIKit types (`UIColor`, `UIImage`, `UIDevice`…) and Foundation.
// Its presence makes `#if canImport(UIKit)` take the iOS branch.
@_exported import Foundation
// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, as Foundation has it.
@_exported import GalleryFixtures
@_exported import ViewDSL

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
