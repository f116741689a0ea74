@_exported import Foundation
// `import HealthKit`: health samples and statistics from the fixture folder's
// `HealthKit/health.json`. Like Apple's, the module re-exports Foundation.
@_exported import FoundationFixtures
