// `import HealthKit`: health samples and statistics from the fixture folder's
// `HealthKit/health.json`. Like Apple's, the module re-exports Foundation.
@_exported import Foundation
// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, as Foundation has it.
@_exported import GalleryFixtures
