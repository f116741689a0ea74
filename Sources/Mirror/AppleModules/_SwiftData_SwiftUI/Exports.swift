// `_SwiftData_SwiftUI`: what SwiftData adds to SwiftUI — `@Query`, `.modelContainer(_:)`,
// `.modelContext(_:)` and the environment's `modelContext` — declared where the iOS SDK
// declares them. Apple's compiler loads it when a file imports both SwiftUI and SwiftData;
// here SwiftUI re-exports it, and SwiftData's own names come with `import SwiftData`.
