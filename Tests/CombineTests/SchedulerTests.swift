import Combine
import Dispatch
import Foundation
import XCTest

/// Schedulers and the operators that use them: where and when values are delivered.
final class SchedulerTests: XCTestCase {
  private static let queueKey = DispatchSpecificKey<String>()

  private func labelledQueue(_ label: String) -> DispatchQueue {
    let queue = DispatchQueue(label: label)
    queue.setSpecific(key: Self.queueKey, value: label)
    return queue
  }

  func testReceiveOnDeliversOnTheQueue() {
    let queue = labelledQueue("receive")
    let labels = Collected<String?>()
    let done = expectation(description: "finished")
    let cancellable = [1, 2].publisher.receive(on: queue).sink(
      receiveCompletion: { _ in done.fulfill() },
      receiveValue: { _ in labels.append(DispatchQueue.getSpecific(key: Self.queueKey)) })
    wait(for: [done], timeout: 5)
    XCTAssertEqual(labels.values, ["receive", "receive"])
    cancellable.cancel()
  }

  func testSubscribeOnSubscribesOnTheQueue() {
    let queue = labelledQueue("subscribe")
    let label = Collected<String?>()
    let done = expectation(description: "finished")
    let cancellable = Deferred { () -> Just<Int> in
      label.append(DispatchQueue.getSpecific(key: Self.queueKey))
      return Just(1)
    }.subscribe(on: queue).sink(receiveCompletion: { _ in done.fulfill() }, receiveValue: { _ in })
    wait(for: [done], timeout: 5)
    XCTAssertEqual(label.values, ["subscribe"])
    cancellable.cancel()
  }

  func testDelayWaitsTheInterval() {
    let start = DispatchTime.now()
    let done = expectation(description: "value")
    let elapsed = Collected<Double>()
    let cancellable = Just(1).delay(for: .milliseconds(100), scheduler: DispatchQueue.global()).sink { _ in
      elapsed.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
    XCTAssertGreaterThanOrEqual(elapsed.values.first ?? 0, 0.09)
    cancellable.cancel()
  }

  func testDebounceDeliversOnlyAfterAPause() {
    let subject = PassthroughSubject<Int, Never>()
    let sender = Unchecked(subject)
    let queue = DispatchQueue(label: "debounce")
    let received = Collected<Int>()
    let done = expectation(description: "finished")
    let cancellable = subject.debounce(for: .milliseconds(150), scheduler: queue).sink(
      receiveCompletion: { _ in done.fulfill() }, receiveValue: { received.append($0) })
    subject.send(1)
    subject.send(2)
    subject.send(3)
    queue.asyncAfter(deadline: .now() + .milliseconds(600)) {
      sender.value.send(4)
      sender.value.send(completion: .finished)
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(received.values, [3, 4])
    cancellable.cancel()
  }

  func testThrottleDeliversTheFirstAndThenOnePerInterval() {
    let subject = PassthroughSubject<Int, Never>()
    let sender = Unchecked(subject)
    let queue = DispatchQueue(label: "throttle")
    let received = Collected<Int>()
    let done = expectation(description: "finished")
    let cancellable = subject.throttle(for: .milliseconds(300), scheduler: queue, latest: true).sink(
      receiveCompletion: { _ in done.fulfill() }, receiveValue: { received.append($0) })
    queue.async {
      sender.value.send(1)
      sender.value.send(2)
      sender.value.send(3)
    }
    queue.asyncAfter(deadline: .now() + .milliseconds(700)) { sender.value.send(completion: .finished) }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(received.values, [1, 3])
    cancellable.cancel()
  }

  func testTimeoutFinishesWhenNothingArrives() {
    let done = expectation(description: "finished")
    let completion = Collected<String>()
    let cancellable = PassthroughSubject<Int, TestError>()
      .timeout(.milliseconds(50), scheduler: DispatchQueue.global(), customError: { TestError(code: 7) })
      .sink(
        receiveCompletion: {
          completion.append("\($0)")
          done.fulfill()
        }, receiveValue: { _ in })
    wait(for: [done], timeout: 5)
    XCTAssertEqual(completion.values, ["\(Subscribers.Completion<TestError>.failure(TestError(code: 7)))"])
    cancellable.cancel()
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
    let start = DispatchQueue.main.now
    XCTAssertEqual(start.distance(to: start.advanced(by: stride)), stride)
    XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval, 0.25)
  }

  func testRepeatingDispatchScheduleCanBeCancelled() {
    let queue = DispatchQueue(label: "repeat")
    let ticks = Collected<Int>()
    let three = expectation(description: "three ticks")
    let cancellable = queue.schedule(after: queue.now, interval: .milliseconds(20)) {
      ticks.append(1)
      if ticks.values.count == 3 {
        three.fulfill()
      }
    }
    wait(for: [three], timeout: 5)
    cancellable.cancel()
    let count = ticks.values.count
    let later = expectation(description: "later")
    queue.asyncAfter(deadline: .now() + .milliseconds(100)) { later.fulfill() }
    wait(for: [later], timeout: 5)
    XCTAssertEqual(ticks.values.count, count)
  }

  func testRunLoopAndOperationQueueSchedulers() {
    var ran: [String] = []
    RunLoop.current.schedule { ran.append("now") }
    RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(20))) { ran.append("later") }
    RunLoop.current.run(until: Date().addingTimeInterval(0.3))
    XCTAssertEqual(ran, ["now", "later"])

    let operations = OperationQueue()
    let done = expectation(description: "operation")
    operations.schedule(after: operations.now.advanced(by: .milliseconds(20))) { done.fulfill() }
    wait(for: [done], timeout: 5)
  }

  func testTimerPublisherFiresOnceConnected() {
    var dates: [Date] = []
    let cancellable = Timer.publish(every: 0.05, on: .current, in: .default).autoconnect().sink { dates.append($0) }
    RunLoop.current.run(until: Date().addingTimeInterval(0.4))
    cancellable.cancel()
    let count = dates.count
    XCTAssertGreaterThanOrEqual(count, 2)
    RunLoop.current.run(until: Date().addingTimeInterval(0.15))
    XCTAssertEqual(dates.count, count, "cancelling the subscription stops the timer")
  }

  func testTimerPublisherWaitsForConnect() {
    let timer = Timer.publish(every: 0.02, on: .current, in: .default)
    var count = 0
    let cancellable = timer.sink { _ in count += 1 }
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    XCTAssertEqual(count, 0)
    let connection = timer.connect()
    RunLoop.current.run(until: Date().addingTimeInterval(0.2))
    connection.cancel()
    XCTAssertGreaterThan(count, 0)
    cancellable.cancel()
  }

  func testCollectByTimeGathersEachInterval() {
    let subject = PassthroughSubject<Int, Never>()
    let sender = Unchecked(subject)
    let queue = DispatchQueue(label: "collect")
    let received = Collected<[Int]>()
    let done = expectation(description: "finished")
    let cancellable = subject.collect(.byTimeOrCount(queue, .milliseconds(200), 3), options: nil).sink(
      receiveCompletion: { _ in done.fulfill() }, receiveValue: { received.append($0) })
    queue.async {
      for value in 1...4 {
        sender.value.send(value)
      }
    }
    queue.asyncAfter(deadline: .now() + .milliseconds(500)) {
      sender.value.send(5)
      sender.value.send(completion: .finished)
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(received.values, [[1, 2, 3], [4], [5]])
    cancellable.cancel()
  }

  func testMeasureIntervalMeasuresBetweenValues() {
    let subject = PassthroughSubject<Int, Never>()
    let sender = Unchecked(subject)
    let queue = DispatchQueue(label: "measure")
    let intervals = Collected<DispatchQueue.SchedulerTimeType.Stride>()
    let done = expectation(description: "finished")
    let cancellable = subject.measureInterval(using: queue).sink(
      receiveCompletion: { _ in done.fulfill() }, receiveValue: { intervals.append($0) })
    queue.asyncAfter(deadline: .now() + .milliseconds(100)) {
      sender.value.send(1)
      sender.value.send(completion: .finished)
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(intervals.values.count, 1)
    XCTAssertGreaterThanOrEqual(intervals.values.first ?? .zero, .milliseconds(90))
    cancellable.cancel()
  }

  func testAConcurrentQueueStillDeliversInOrderAndCompletesLast() {
    for delayed in [false, true] {
      let received = Collected<Int>()
      let done = expectation(description: "finished")
      let values = (1...200).publisher
      let scheduled =
        delayed
        ? values.delay(for: .milliseconds(1), scheduler: DispatchQueue.global()).eraseToAnyPublisher()
        : values.receive(on: DispatchQueue.global()).eraseToAnyPublisher()
      let cancellable = scheduled.sink(receiveCompletion: { _ in done.fulfill() }, receiveValue: { received.append($0) })
      wait(for: [done], timeout: 10)
      XCTAssertEqual(received.values, Array(1...200), delayed ? "delay" : "receive(on:)")
      cancellable.cancel()
    }
  }
}
