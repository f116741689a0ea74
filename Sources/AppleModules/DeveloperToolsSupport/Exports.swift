// `import DeveloperToolsSupport`: where Xcode's generated asset symbols find `ImageResource`
// and `ColorResource` (GeneratedAssetSymbols.swift imports it under `#if canImport`).
@_exported import Foundation
@_exported import ViewDSL
