import XCTest

@testable import GalleryCLI

/// An optimised build loses unused `PreviewProvider` types, so `build` says so.
final class OptimisationNoteTests: XCTestCase {
  func testOnlyAnOptimisedProgramIsToldItsPreviewProvidersMayBeGone() throws {
    XCTAssertNil(BuildCommand.optimisationNote(isOptimised: false))
    let note = try XCTUnwrap(BuildCommand.optimisationNote(isOptimised: true))
    XCTAssertTrue(note.contains("PreviewProvider"), note)
    XCTAssertTrue(note.contains("debug"), note)
  }
}
