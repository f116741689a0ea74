@_exported import Foundation
// `import CoreData`: persistent containers, contexts, fetch requests and managed objects over
// the store fixtures (`Stores/`, `AppGroups/<group>/…`). Like Apple's, the module re-exports
// Foundation.
@_exported import FoundationFixtures
