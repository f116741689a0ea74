import Combine
import Dispatch
import Foundation
import XCTest

/// The system's schedulers (dispatch queues, run loops, operation queues, timers) as Combine
/// uses them. These wait for events, never for an interval: a scheduled action is raced only
/// against another scheduled action, whose order the scheduler itself fixes, and every wait has a
/// bound that fails the test instead of hanging it.
final class SystemSchedulerTests: XCTestCase {
  private static let queueKey = DispatchSpecificKey<String>()

  private func labelledQueue(_ label: String) -> DispatchQueue {
    let queue = DispatchQueue(label: label)
    queue.setSpecific(key: Self.queueKey, value: label)
    return queue
  }

  /// Runs the current run loop until `condition` holds, failing after 10 s.
  private func spinRunLoop(until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
    let limit = Date(timeIntervalSinceNow: 10)
    while !condition() {
      guard Date() < limit else { return XCTFail("the run loop never got there", file: file, line: line) }
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
  }

  func testReceiveOnDeliversOnTheQueue() {
    let queue = labelledQueue("receive")
    let labels = Collected<String?>()
    let done = expectation(description: "finished")
    let cancellable = [1, 2].publisher.receive(on: queue).sink(
      receiveCompletion: { _ in done.fulfill() },
      receiveValue: { _ in labels.append(DispatchQueue.getSpecific(key: Self.queueKey)) })
    wait(for: [done], timeout: 10)
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
    wait(for: [done], timeout: 10)
    XCTAssertEqual(label.values, ["subscribe"])
    cancellable.cancel()
  }

  func testRepeatingDispatchScheduleStopsWhenCancelled() {
    let queue = DispatchQueue(label: "repeat")
    let ticks = Collected<Int>()
    let holder = Collected<any Cancellable>()
    let later = expectation(description: "a later action")
    queue.sync {
      let cancellable = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
        ticks.append(1)
        if ticks.values.count == 3 {
          holder.values.first?.cancel()
          // A tick left running would come before this action, scheduled after its next date.
          queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { later.fulfill() }
        }
      }
      holder.append(cancellable)
    }
    wait(for: [later], timeout: 10)
    XCTAssertEqual(ticks.values.count, 3)
  }

  func testRunLoopRunsActionsInTurn() {
    var ran: [String] = []
    RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(2))) { ran.append("later") }
    RunLoop.current.schedule { ran.append("now") }
    spinRunLoop { ran.count == 2 }
    XCTAssertEqual(ran, ["now", "later"])
  }

  func testOperationQueueRunsScheduledActions() {
    let operations = OperationQueue()
    // A concurrent queue runs two ready operations in either order; only a serial one promises FIFO.
    operations.maxConcurrentOperationCount = 1
    let done = expectation(description: "operation")
    let order = Collected<String>()
    operations.schedule { order.append("now") }
    operations.schedule(after: operations.now.advanced(by: .milliseconds(2))) {
      order.append("later")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(order.values, ["now", "later"])
  }

  func testTimerPublisherWaitsForConnectAndStopsWhenCancelled() {
    let timer = Timer.publish(every: 0.001, on: .current, in: .default)
    var dates: [Date] = []
    let cancellable = timer.sink { dates.append($0) }
    var checked = false
    // A connected timer would fire before this action, scheduled after its first date.
    RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(5))) { checked = true }
    spinRunLoop { checked }
    XCTAssertEqual(dates, [], "nothing fires before connect()")
    let connection = timer.connect()
    spinRunLoop { dates.count >= 2 }
    connection.cancel()
    let count = dates.count
    checked = false
    RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(5))) { checked = true }
    spinRunLoop { checked }
    XCTAssertEqual(dates.count, count, "cancelling the connection stops the timer")
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
