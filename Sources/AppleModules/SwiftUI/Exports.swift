// `import SwiftUI`: SwiftUICore re-exported, as SwiftUI does, with the controls, widgets and
// previews declared here; UIKit and the asset resource types come with it, as on iOS.
@_exported import DeveloperToolsSupport
@_exported import SwiftUICore
@_exported import UIKit
