import XCTest

@testable import WidgetGalleryServe

/// The Swift driver's `-###` jobs, read to be run directly.
final class DriverJobsTests: XCTestCase {
  func testEachLineIsAJobSplitAsAShellSplitsIt() throws {
    let printed = """
      /opt/swift/usr/bin/swift-autolink-extract /b/A.build/a.swift.o -o /b/A.build/app.autolink
      /opt/swift/usr/bin/clang -fuse-ld=lld -Xlinker '-rpath=$ORIGIN' "/b/with space/x.o" it\\'s '' -o /b/app

      """
    let jobs = try XCTUnwrap(DriverJobs(printed: printed)).jobs
    XCTAssertEqual(
      jobs,
      [
        ["/opt/swift/usr/bin/swift-autolink-extract", "/b/A.build/a.swift.o", "-o", "/b/A.build/app.autolink"],
        [
          "/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-Xlinker", "-rpath=$ORIGIN", "/b/with space/x.o", "it's", "", "-o",
          "/b/app",
        ],
      ])
  }

  func testOutputThatIsNotJobsGivesNone() {
    XCTAssertNil(DriverJobs(printed: ""))
    XCTAssertNil(DriverJobs(printed: "warning: unused option\n/usr/bin/clang -o a\n"), "a line that is no program")
    XCTAssertNil(DriverJobs(printed: "/usr/bin/clang 'unclosed\n"))
    XCTAssertEqual(DriverJobs.words("a  b\tc"), ["a", "b", "c"])
  }
}
