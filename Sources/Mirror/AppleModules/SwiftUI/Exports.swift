// `import SwiftUI`: SwiftUICore re-exported, as SwiftUI does, with the controls, widgets and
// previews declared here; UIKit and the asset resource types come with it, as on iOS. What
// SwiftData adds to SwiftUI (`@Query`, `.modelContainer(_:)`) comes too: Apple's compiler loads
// it with SwiftData, which a file that uses it imports.
@_exported import DeveloperToolsSupport
@_exported import SwiftUICore
@_exported import UIKit
@_exported import _SwiftData_SwiftUI
