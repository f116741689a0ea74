import XCTest

@testable import WidgetGalleryServe

/// The `stages:` line of serve's log: each stage once, in the order it first ran.
final class StageTimesTests: XCTestCase {
  func testAStageAddedTwiceIsOneEntryWithTheSumInTheOrderItFirstRan() {
    var stages = StageTimes()
    stages.add("llbuild", seconds: 0.5)
    stages.add("link", seconds: 0.25)
    var render = StageTimes()
    render.add("llbuild", seconds: 0.25)
    render.add("render", seconds: 0.125)
    stages.add(render)
    XCTAssertEqual(stages.stages.map(\.name), ["llbuild", "link", "render"])
    XCTAssertEqual(stages.seconds(of: "llbuild"), 0.75)
    XCTAssertNil(stages.seconds(of: "detect"))
    XCTAssertEqual(stages.description, "llbuild 0.75 s, link 0.25 s, render 0.12 s")
  }

  func testATimeSinceAStartIsMeasuredOnTheMonotonicClock() {
    var stages = StageTimes()
    let start = StageTimes.now()
    usleep(20_000)
    stages.add("detect", since: start)
    let seconds = try? XCTUnwrap(stages.seconds(of: "detect"))
    XCTAssertGreaterThanOrEqual(seconds ?? 0, 0.02)
    XCTAssertLessThan(seconds ?? 1, 1)
  }
}
