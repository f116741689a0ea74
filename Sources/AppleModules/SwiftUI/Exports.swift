// `import SwiftUI`: the mirror, with SwiftUICore re-exported as SwiftUI does.
@_exported import SwiftUICore
