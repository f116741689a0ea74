import Foundation
import OSLog
import XCTest

/// `Logger`, `os_log` and `OSSignposter` as Apple documents them: levels, and privacy as a
/// device without a debugger shows it.
final class OSLogTests: FrameworkTestCase {
  private let logger = Logger(subsystem: "com.example.widget", category: "Timeline")

  func testEachLevelWritesOneLineToStandardErrorWithItsLevel() {
    let output = standardError {
      logger.debug("debug message")
      logger.trace("trace message")
      logger.info("info message")
      logger.notice("notice message")
      logger.log("log message")
      logger.warning("warning message")
      logger.error("error message")
      logger.critical("critical message")
      logger.fault("fault message")
      logger.log(level: .info, "explicit level")
    }
    XCTAssertEqual(
      output,
      """
      [widget] debug: [com.example.widget:Timeline] debug message
      [widget] debug: [com.example.widget:Timeline] trace message
      [widget] info: [com.example.widget:Timeline] info message
      [widget] notice: [com.example.widget:Timeline] notice message
      [widget] notice: [com.example.widget:Timeline] log message
      [widget] error: [com.example.widget:Timeline] warning message
      [widget] error: [com.example.widget:Timeline] error message
      [widget] fault: [com.example.widget:Timeline] critical message
      [widget] fault: [com.example.widget:Timeline] fault message
      [widget] info: [com.example.widget:Timeline] explicit level

      """)
  }

  func testStringsAndObjectsArePrivateUnlessPublicAndNumbersArePublicUnlessPrivate() {
    let name = "Ana"
    let count = 3
    let ratio = 0.5
    let enabled = true
    let output = standardError {
      logger.info("user \(name) has \(count) items, ratio \(ratio), enabled \(enabled)")
      logger.info("user \(name, privacy: .public) count \(count, privacy: .private) token \(name, privacy: .sensitive)")
      logger.info("object \(NSNumber(value: 7)) public object \(NSNumber(value: 7), privacy: .public)")
    }
    XCTAssertEqual(
      output.split(separator: "\n").map { String($0.split(separator: "] ", maxSplits: 2).last!) },
      [
        "user <private> has 3 items, ratio 0.500000, enabled true",
        "user Ana count <private> token <private>",
        "object <private> public object 7",
      ])
  }

  func testHashMaskIsTheSameForTheSameValue() {
    let output = standardError {
      logger.info("\("alpha", privacy: .private(mask: .hash))")
      logger.info("\("alpha", privacy: .private(mask: .hash))")
      logger.info("\("beta", privacy: .private(mask: .hash))")
    }
    let values = output.split(separator: "\n").map { String($0.split(separator: "] ", maxSplits: 2).last!) }
    XCTAssertEqual(values.count, 3)
    XCTAssertTrue(values[0].hasPrefix("<mask.hash: '"), values[0])
    XCTAssertEqual(values[0], values[1])
    XCTAssertNotEqual(values[0], values[2])
  }

  func testFormattingAndAlignment() {
    let output = standardError {
      logger.notice(
        "[\(255, format: .hex)] [\(255, format: .hex(includePrefix: true, uppercase: true))] [\(7, format: .decimal(minDigits: 3))]"
      )
      logger.notice(
        "[\(3.14159, format: .fixed(precision: 2))] [\(true, format: .answer)] [\(-4, format: .decimal(explicitPositiveSign: true))]"
      )
      logger.notice(
        "[\("ab", align: .right(columns: 4), privacy: .public)] [\("ab", align: .left(columns: 4), privacy: .public)]")
    }
    XCTAssertEqual(
      output.split(separator: "\n").map { String($0.split(separator: "] ", maxSplits: 2).last!) },
      ["[ff] [0XFF] [007]", "[3.14] [YES] [-4]", "[  ab] [ab  ]"])
  }

  func testValuesAreEvaluatedOnlyWhenTheMessageIsLogged() {
    final class Counter: @unchecked Sendable {
      // Sendable: the logger calls `value()` on the test's own thread as it logs; nothing else uses it.
      var calls = 0
    }
    let counter = Counter()
    func value() -> Int {
      counter.calls += 1
      return counter.calls
    }
    let disabled = Logger(OSLog.disabled)
    _ = standardError { disabled.info("\(value())") }
    XCTAssertEqual(counter.calls, 0)
    XCTAssertEqual(standardError { logger.info("\(value())") }, "[widget] info: [com.example.widget:Timeline] 1\n")
  }

  func testOSLogFunctionsAndDefaultLog() {
    let log = OSLog(subsystem: "com.example.widget", category: "Legacy")
    let user = "Ana"
    let output = standardError {
      os_log("plain %d items for %@", log: log, type: .info, 3, "Ana")
      os_log("public %{public}@ private %{private}d", log: log, type: .error, "Ana", 42)
      os_log(.fault, log: log, "modern \(user, privacy: .public)")
      Logger().notice("no subsystem")
    }
    XCTAssertEqual(
      output,
      """
      [widget] info: [com.example.widget:Legacy] plain 3 items for <private>
      [widget] error: [com.example.widget:Legacy] public Ana private <private>
      [widget] fault: [com.example.widget:Legacy] modern Ana
      [widget] notice: no subsystem

      """)
  }

  func testSignpostsRunTheirWorkAndWriteNothing() {
    let signposter = OSSignposter(logger: logger)
    let first = signposter.makeSignpostID()
    let second = signposter.makeSignpostID()
    XCTAssertNotEqual(first, second)
    let object = NSObject()
    XCTAssertEqual(signposter.makeSignpostID(from: object), signposter.makeSignpostID(from: object))
    var result = 0
    let output = standardError {
      result = signposter.withIntervalSignpost("load", id: first) { 42 }
      let state = signposter.beginInterval("fetch", id: second)
      signposter.emitEvent("tick")
      signposter.endInterval("fetch", state)
      os_signpost(.event, log: OSLog(subsystem: "s", category: "c"), name: "legacy")
    }
    XCTAssertEqual(result, 42)
    XCTAssertEqual(output, "")
    XCTAssertTrue(signposter.isEnabled)
    XCTAssertFalse(OSSignposter.disabled.isEnabled)
  }
}
