// `import DeveloperToolsSupport`: the asset resource types Xcode's generated symbols use
// (`ImageResource`, `ColorResource`) and the preview types (`Preview`, `PreviewTrait`).
@_exported import AppleFoundation
@_exported import Foundation
