import Foundation
import GalleryFixtures
import XCTest

/// A test case whose process reads app data from fixture folders: `Fixtures/Complete` (every
/// source) or a variant of it made for one test.
class FrameworkTestCase: XCTestCase {
  private var folders: [URL] = []

  override func setUpWithError() throws {
    try super.setUpWithError()
    try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
    MissingFixtures.reset()
  }

  override func tearDown() {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
    folders = []
    MissingFixtures.reset()
    super.tearDown()
  }

  /// The fixture folder every test starts from.
  var complete: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("Complete", isDirectory: true)
  }

  /// Installs `folder` (default: the complete fixtures) as the process's app data.
  func install(_ folder: URL? = nil) throws {
    try AppDataFixtures(directory: folder ?? complete).install()
  }

  /// Installs no fixture folder at all.
  func installNone() throws {
    try AppDataFixtures.none.install()
  }

  /// A copy of the complete fixtures, changed by `edit`, for one test.
  func variant(_ edit: (URL) throws -> Void) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DataFrameworksTests-\(UUID().uuidString)", isDirectory: true)
    folders.append(folder)
    try FileManager.default.copyItem(at: complete, to: folder)
    try edit(folder)
    return folder
  }

  /// A new empty folder, removed after the test.
  func emptyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DataFrameworksTests-\(UUID().uuidString)", isDirectory: true)
    folders.append(folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// What `body` writes to standard error.
  func standardError(_ body: () throws -> Void) rethrows -> String {
    fflush(nil)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    defer { try? FileManager.default.removeItem(at: file) }
    guard descriptor >= 0 else {
      XCTFail("cannot make \(file.path) to catch standard error: \(String(cString: strerror(errno)))")
      try body()
      return ""
    }
    let saved = dup(2)
    dup2(descriptor, 2)
    defer {
      fflush(nil)
      dup2(saved, 2)
      close(saved)
      close(descriptor)
    }
    try body()
    fflush(nil)
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }

  /// `body`'s result, waiting up to 10 seconds for a completion handler that may run on any
  /// queue (the main run loop turns meanwhile).
  func waitFor<T>(_ body: (@escaping @Sendable (T) -> Void) -> Void) throws -> T {
    let box = ResultBox<T>()
    let done = expectation(description: "completion handler called")
    body { value in
      box.set(value)
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    return try XCTUnwrap(box.value)
  }
}

final class ResultBox<T>: @unchecked Sendable {
  // Sendable: `stored` is read and written only under `lock`.
  private let lock = NSLock()
  private var stored: T?
  func set(_ value: T) { lock.withLock { stored = value } }
  var value: T? { lock.withLock { stored } }
}

/// A date in ISO 8601 for test expectations.
func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
