import GalleryFixtures
import XCTest

/// A test case whose code installs App Group fixtures (a site build, a command, a provider):
/// its process runs with private preferences of its own.
///
/// `make test` runs each test in a process of its own (`swift test --parallel`) and gives none
/// a preferences folder: the first test of a process that needs one re-executes the process
/// into a new one (`AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()`), so no two
/// processes share the files UserDefaults suites live in. A process started with one (as
/// `make test-swift` used to) keeps it.
open class PrivatePreferencesTestCase: XCTestCase {
  override open func setUpWithError() throws {
    try super.setUpWithError()
    try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
  }
}
