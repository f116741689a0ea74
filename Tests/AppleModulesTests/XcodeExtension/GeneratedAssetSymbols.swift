// As Xcode generates it for an asset catalog (DerivedSources/GeneratedAssetSymbols.swift).
import Foundation
#if canImport(DeveloperToolsSupport)
import DeveloperToolsSupport
#endif

private class ResourceBundleClass {}
private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)

// MARK: - Color Symbols -

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ColorResource {

    /// The "Sky" asset catalog color resource.
    static let sky = ColorResource(name: "Sky", bundle: resourceBundle)

}

// MARK: - Image Symbols -

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ImageResource {

    /// The "cloud" asset catalog image resource.
    static let cloud = ImageResource(name: "cloud", bundle: resourceBundle)

}
