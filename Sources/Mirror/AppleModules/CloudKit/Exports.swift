@_exported import CoreLocation
@_exported import Foundation
// `import CloudKit`: containers, databases, records and queries over the fixture folder's
// `CloudKit/records.json`. Like Apple's, the module re-exports Foundation (and CoreLocation,
// whose `CLLocation` a record field can hold).
@_exported import FoundationFixtures
