import Combine
import Dispatch
import Foundation
import XCTest

/// Schedulers and the operators that use them: where and when values are delivered, on the
/// virtual clock of `TestScheduler` (no test here waits for time to pass).
final class SchedulerTests: XCTestCase {
  func testTheTestSchedulerRunsActionsInDateOrderWhenAdvanced() {
    let scheduler = TestScheduler()
    var order: [String] = []
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { order.append("2 s") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
      order.append("1 s")
      scheduler.schedule { order.append("scheduled at 1 s") }
    }
    scheduler.schedule { order.append("now") }
    XCTAssertEqual(order, [])
    scheduler.advance(by: .milliseconds(1500))
    XCTAssertEqual(order, ["now", "1 s", "scheduled at 1 s"])
    scheduler.run()
    XCTAssertEqual(order, ["now", "1 s", "scheduled at 1 s", "2 s"])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func testTheTestSchedulerRepeatsUntilCancelled() {
    let scheduler = TestScheduler()
    var ticks: [DispatchQueue.SchedulerTimeType] = []
    let start = scheduler.now
    let cancellable = scheduler.schedule(after: start.advanced(by: .seconds(1)), interval: .seconds(1)) {
      ticks.append(scheduler.now)
    }
    scheduler.advance(by: .milliseconds(3500))
    XCTAssertEqual(ticks.map { start.distance(to: $0) }, [.seconds(1), .seconds(2), .seconds(3)])
    cancellable.cancel()
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(ticks.count, 3)
  }

  func testReceiveOnDeliversOnlyWhenTheSchedulerRuns() {
    let scheduler = TestScheduler()
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.receive(on: scheduler).subscribe(subscriber)
    XCTAssertEqual(subscriber.values, [])
    scheduler.advance()
    XCTAssertEqual(subscriber.values, [1, 2])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testSubscribeOnSubscribesOnTheScheduler() {
    let scheduler = TestScheduler()
    var subscribed = 0
    let subscriber = TestSubscriber<Int, Never>()
    Deferred { () -> Just<Int> in
      subscribed += 1
      return Just(1)
    }.subscribe(on: scheduler).subscribe(subscriber)
    XCTAssertEqual(subscribed, 0)
    scheduler.advance()
    XCTAssertEqual(subscribed, 1)
    XCTAssertEqual(subscriber.values, [1])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testDelayWaitsTheInterval() {
    let scheduler = TestScheduler()
    let subscriber = TestSubscriber<Int, Never>()
    Just(1).delay(for: .milliseconds(100), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance(by: .milliseconds(99))
    XCTAssertEqual(subscriber.values, [])
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(subscriber.values, [1])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testDebounceDeliversOnlyAfterAPause() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.debounce(for: .milliseconds(150), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    scheduler.advance(by: .milliseconds(100))
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: .milliseconds(149))
    XCTAssertEqual(subscriber.values, [], "each value restarts the pause")
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(subscriber.values, [3])
    subject.send(4)
    subject.send(completion: .finished)
    scheduler.advance()
    XCTAssertEqual(subscriber.values, [3, 4], "the value waiting goes before the completion")
    XCTAssertTrue(subscriber.isFinished)
  }

  func testThrottleDeliversTheFirstAndThenOnePerInterval() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let latest = TestSubscriber<Int, Never>()
    let first = TestSubscriber<Int, Never>()
    subject.throttle(for: .milliseconds(300), scheduler: scheduler, latest: true).subscribe(latest)
    subject.throttle(for: .milliseconds(300), scheduler: scheduler, latest: false).subscribe(first)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    scheduler.advance()
    XCTAssertEqual(latest.values, [1])
    scheduler.advance(by: .milliseconds(299))
    XCTAssertEqual(latest.values, [1])
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(latest.values, [1, 3])
    XCTAssertEqual(first.values, [1, 2])
    subject.send(completion: .finished)
    scheduler.advance()
    XCTAssertTrue(latest.isFinished)
  }

  func testTimeoutFailsWhenNothingArrivesInTime() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.timeout(.milliseconds(50), scheduler: scheduler, customError: { TestError(code: 7) }).subscribe(subscriber)
    scheduler.advance(by: .milliseconds(40))
    subject.send(1)
    scheduler.advance(by: .milliseconds(49))
    XCTAssertEqual(subscriber.values, [1])
    XCTAssertEqual(subscriber.completions.count, 0, "a value restarts the timeout")
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(subscriber.failure, TestError(code: 7))
  }

  func testCollectByTimeOrCountGathersEachInterval() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    subject.collect(.byTimeOrCount(scheduler, .milliseconds(200), 3), options: nil).subscribe(subscriber)
    for value in 1...4 {
      subject.send(value)
    }
    scheduler.advance()
    XCTAssertEqual(subscriber.values, [[1, 2, 3]])
    scheduler.advance(by: .milliseconds(200))
    XCTAssertEqual(subscriber.values, [[1, 2, 3], [4]])
    subject.send(5)
    subject.send(completion: .finished)
    scheduler.advance()
    XCTAssertEqual(subscriber.values, [[1, 2, 3], [4], [5]])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testMeasureIntervalMeasuresBetweenValues() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
    subject.measureInterval(using: scheduler).subscribe(subscriber)
    scheduler.advance(by: .milliseconds(100))
    subject.send(1)
    scheduler.advance(by: .milliseconds(250))
    subject.send(2)
    XCTAssertEqual(subscriber.values, [.milliseconds(100), .milliseconds(250)])
  }

  func testImmediateSchedulerRunsAtOnce() {
    var order: [String] = []
    ImmediateScheduler.shared.schedule { order.append("action") }
    order.append("after")
    XCTAssertEqual(order, ["action", "after"])
    let received = Collected<Int>()
    let cancellable = [1, 2].publisher.receive(on: ImmediateScheduler.shared).sink { received.append($0) }
    XCTAssertEqual(received.values, [1, 2])
    cancellable.cancel()
    let now = ImmediateScheduler.shared.now
    XCTAssertEqual(now.distance(to: now.advanced(by: .seconds(3))), 3)
  }

  func testDispatchQueueTimeAndStride() {
    let stride = DispatchQueue.SchedulerTimeType.Stride.milliseconds(1500)
    XCTAssertEqual(stride.magnitude, 1_500_000_000)
    XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride(1.5), stride)
    let literal: DispatchQueue.SchedulerTimeType.Stride = 2
    XCTAssertEqual(literal, .seconds(2))
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5_000_000_000))
    XCTAssertEqual(start.distance(to: start.advanced(by: stride)), stride)
    XCTAssertEqual(start.advanced(by: stride).dispatchTime.uptimeNanoseconds, 6_500_000_000)
    XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval, 0.25)
    let date = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
    XCTAssertEqual(date.advanced(by: .milliseconds(250)).date, Date(timeIntervalSince1970: 100.25))
  }
}
