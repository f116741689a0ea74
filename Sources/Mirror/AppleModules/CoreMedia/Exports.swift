@_exported import Foundation
// `import CoreMedia`: media times (`CMTime`), which AVFoundation's players take; like Apple's,
// the module re-exports Foundation.
@_exported import FoundationFixtures
