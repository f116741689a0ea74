@_exported import Foundation
// `import DeveloperToolsSupport`: the asset resource types Xcode's generated symbols use
// (`ImageResource`, `ColorResource`) and the preview types (`Preview`, `PreviewTrait`).
@_exported import FoundationFixtures

// The preview layouts are declared in the core, where a preview's traits carry them.
@_exported import enum MirrorCore.PreviewLayout
