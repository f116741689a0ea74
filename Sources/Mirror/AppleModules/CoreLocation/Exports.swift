@_exported import Foundation
// `import CoreLocation`: the device's location and its placemarks from the fixture folder's
// `Location/location.json`. Like Apple's, the module re-exports Foundation.
@_exported import FoundationFixtures
