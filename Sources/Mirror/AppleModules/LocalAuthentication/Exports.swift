@_exported import Foundation
// `import LocalAuthentication`: `LAContext` and its policies, errors and biometry types, answered
// as a widget extension on the gallery's device is answered (see `LAContext`). Like Apple's, the
// module re-exports Foundation.
@_exported import FoundationFixtures
