// Foundation API that Apple's platforms have and swift-corelibs-foundation lacks
// (`LocalizedStringResource`, `String(localized:)`, key-value `setValue` on `UserDefaults`).
// Every Apple-named module re-exports it with Foundation, so widget code sees it wherever it
// sees Foundation through them.
@_exported import Foundation
// iOS's Foundation re-exports Observation (`@Observable`, `Observable`), so every module that
// brings Foundation brings it too.
@_exported import Observation
