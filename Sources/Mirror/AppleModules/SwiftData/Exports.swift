@_exported import Foundation
// `import SwiftData`: models, containers, contexts and fetches over the store fixtures
// (`Stores/`, `AppGroups/<group>/…`). Like Apple's, the module re-exports Observation; it also
// re-exports Foundation (whose `Predicate`, `#Predicate` and `SortDescriptor` fetches use).
@_exported import FoundationFixtures
@_exported import Observation
