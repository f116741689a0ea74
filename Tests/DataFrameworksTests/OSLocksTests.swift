import Foundation
import XCTest
import os

/// os's locks and the Darwin calls that packages reach under `#if canImport(os)`: a package in a
/// widget program's build that tests for `os` sees this module and takes its Darwin branch
/// (swift-argument-parser's lock, swift-issue-reporting's runtime warnings).
final class OSLocksTests: FrameworkTestCase {
  func testAnUnfairLockMadeWithItsEmptyInitialiserLocksAndUnlocks() {
    let lock = os_unfair_lock_t.allocate(capacity: 1)
    defer { lock.deallocate() }
    lock.initialize(to: os_unfair_lock())
    os_unfair_lock_lock(lock)
    XCTAssertFalse(os_unfair_lock_trylock(lock), "held")
    os_unfair_lock_unlock(lock)
    XCTAssertTrue(os_unfair_lock_trylock(lock), "free again")
    os_unfair_lock_unlock(lock)
    // swift-argument-parser destroys it as a pthread mutex on Linux.
    XCTAssertEqual(pthread_mutex_destroy(lock), 0)
  }

  func testAnAllocatedUnfairLockProtectsItsStateAcrossThreads() {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in counter.withLock { $0 += 1 } }
    XCTAssertEqual(counter.withLock { $0 }, 1_000)
    let gate = OSAllocatedUnfairLock()
    gate.lock()
    XCTAssertFalse(gate.lockIfAvailable())
    let whileHeld: Int? = gate.withLockIfAvailable { 1 }
    XCTAssertNil(whileHeld)
    gate.unlock()
    let whenFree: Int? = gate.withLockIfAvailable { 1 }
    XCTAssertEqual(whenFree, 1)
  }

  func testDyldListsTheProgramAndItsLibraries() throws {
    let count = _dyld_image_count()
    XCTAssertGreaterThan(count, 2)
    let names = (0..<count).compactMap { _dyld_get_image_name($0).map { String(cString: $0) } }
    XCTAssertEqual(names.count, Int(count))
    XCTAssertTrue(names.contains { $0.contains("libswiftCore.so") }, "\(names)")
    XCTAssertNotNil(_dyld_get_image_header(0))
    XCTAssertNil(_dyld_get_image_name(count))
  }

  func testTheLevelFirstPrintfFormLogsAsSwiftIssueReportingCallsIt() {
    let output = standardError {
      os_log(.fault, dso: #dsohandle, log: OSLog(subsystem: "com.example", category: "Issues"), "%@", "ran out")
    }
    XCTAssertEqual(output, "[widget] fault: [com.example:Issues] <private>\n")
  }
}
