import Dispatch
import Foundation
import Synchronization
import XCTest

@testable import GallerySite

/// The claims the processes of a build with `--jobs` share: every preview of a family is
/// claimed once, in runs that shrink as the family runs out, through any number of mappings
/// of the claims file at once.
final class PreviewClaimsTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("claims-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func testRunsTakenByTurnsCoverAFamilyOnceAndShrinkAsItRunsOut() {
    for count in [0, 1, 7, 8, 9, 100, 3000] {
      let claims = PreviewClaims(slots: 2, parts: 2)
      var runs: [Range<Int>] = []
      while let run = claims.claim(slot: 1, of: count) { runs.append(run) }
      let starts: [Int] = runs.map(\.lowerBound)
      let ends: [Int] = [0] + runs.map(\.upperBound)
      XCTAssertEqual(starts, Array(ends.prefix(runs.count)), "\(count)")
      XCTAssertEqual(runs.last?.upperBound ?? 0, count)
      XCTAssertTrue(runs.dropLast().allSatisfy { PreviewClaims.runLengths.contains($0.count) }, "\(count): \(runs)")
      XCTAssertEqual(runs.map(\.count), runs.map(\.count).sorted(by: >), "each run at most as long as the one before")
      XCTAssertNil(claims.claim(slot: 0, of: 0), "another family's slot is apart")
    }
    // A quarter of what is left for two parts, at most 256.
    let claims = PreviewClaims(slots: 1, parts: 2)
    XCTAssertEqual(claims.claim(slot: 0, of: 3000), 0..<256)
    XCTAssertEqual(claims.claim(slot: 0, of: 3000)?.count, 256)
    let three = PreviewClaims(slots: 1, parts: 3)
    XCTAssertEqual(three.claim(slot: 0, of: 600), 0..<100)
    XCTAssertEqual(three.claim(slot: 0, of: 600), 100..<183)
  }

  func testAFamilyIsTakenOnceEveryPreviewIsClaimed() {
    let claims = PreviewClaims(slots: 1, parts: 2)
    XCTAssertFalse(claims.isTaken(slot: 0), "no process has come to it")
    XCTAssertNotNil(claims.claim(slot: 0, of: 20))
    XCTAssertFalse(claims.isTaken(slot: 0))
    while claims.claim(slot: 0, of: 20) != nil {}
    XCTAssertTrue(claims.isTaken(slot: 0))

    let empty = PreviewClaims(slots: 1, parts: 2)
    XCTAssertNil(empty.claim(slot: 0, of: 0))
    XCTAssertTrue(empty.isTaken(slot: 0), "a family without previews is taken once a process has come to it")
  }

  /// Two mappings of one file, as two processes have them, claimed from on two threads at
  /// once: each preview goes to exactly one of them.
  func testMappingsOfOneFileShareTheClaims() throws {
    let file = folder.appendingPathComponent("claims")
    let made = try PreviewClaims(creating: file, slots: 4, parts: 2)
    let opened = try PreviewClaims(opening: file, slots: 4, parts: 2)
    let counts = [5000, 1, 0, 777]
    let taken = Mutex<[[Range<Int>]]>([[], []])
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let claims = index == 0 ? made : opened
      var mine: [Range<Int>] = []
      for (slot, count) in counts.enumerated() {
        while let run = claims.claim(slot: slot, of: count) { mine.append(run.shifted(by: 10_000 * slot)) }
      }
      taken.withLock { $0[index] = mine }
    }
    let all = taken.withLock { $0 }
    let previews = all.joined().flatMap { Array($0) }
    XCTAssertEqual(previews.count, Set(previews).count, "no preview claimed twice")
    XCTAssertEqual(
      Set(previews), Set(counts.enumerated().flatMap { slot, count in (0..<count).map { 10_000 * slot + $0 } }))
    XCTAssertTrue((0..<4).allSatisfy { made.isTaken(slot: $0) && opened.isTaken(slot: $0) })
  }

  func testAClaimsFileIsMadeOnceAndMustHoldTheSlotsOfTheBuild() throws {
    let file = folder.appendingPathComponent("claims")
    _ = try PreviewClaims(creating: file, slots: 4, parts: 2)
    XCTAssertThrowsError(try PreviewClaims(creating: file, slots: 4, parts: 2)) { error in
      XCTAssertTrue("\(error)".hasPrefix("could not write \(file.path): "), "\(error)")
    }
    XCTAssertThrowsError(try PreviewClaims(opening: file, slots: 5, parts: 2)) { error in
      XCTAssertEqual(
        "\(error)", "\(file.path) is not a gallery shard: it does not hold the claims of 5 widget families")
    }
    let missing = folder.appendingPathComponent("missing")
    XCTAssertThrowsError(try PreviewClaims(opening: missing, slots: 4, parts: 2)) { error in
      XCTAssertTrue("\(error)".hasPrefix("\(missing.path) is not a gallery shard: its claims cannot be read: "), "\(error)")
    }
  }
}

extension Range<Int> {
  fileprivate func shifted(by offset: Int) -> Range<Int> { lowerBound + offset..<upperBound + offset }
}
