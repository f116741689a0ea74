import Combine
import Foundation
import XCTest

/// Backpressure, completion and cancellation: a publisher delivers no more than a subscriber
/// asked for, completes once, and stops when cancelled.
final class DemandAndCancellationTests: XCTestCase {
  func testSequenceDeliversOnlyWhatWasRequested() {
    let subscriber = TestSubscriber<Int, Never>(initial: .max(2))
    [1, 2, 3, 4, 5].publisher.subscribe(subscriber)
    XCTAssertEqual(subscriber.values, [1, 2])
    XCTAssertTrue(subscriber.completions.isEmpty)
    subscriber.request(.max(2))
    XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, [1, 2, 3, 4, 5])
    XCTAssertTrue(subscriber.isFinished, "the completion follows the last value at once")
  }

  func testDemandReturnedFromReceiveAddsUp() {
    let subscriber = TestSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
    (1...4).publisher.subscribe(subscriber)
    XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
    XCTAssertEqual(subscriber.completions.count, 1)
  }

  func testJustWaitsForDemand() {
    let subscriber = TestSubscriber<String, Never>(initial: .none)
    Just("x").subscribe(subscriber)
    XCTAssertNotNil(subscriber.subscription)
    XCTAssertEqual(subscriber.values, [])
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, ["x"])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testEmptySequenceAndFailCompleteWithoutDemand() {
    let empty = TestSubscriber<Int, Never>(initial: .none)
    [Int]().publisher.subscribe(empty)
    XCTAssertTrue(empty.isFinished)
    let failing = TestSubscriber<Int, TestError>(initial: .none)
    Fail(outputType: Int.self, failure: TestError(code: 3)).subscribe(failing)
    XCTAssertEqual(failing.failure, TestError(code: 3))
    let never = TestSubscriber<Int, Never>()
    Empty(completeImmediately: false).subscribe(never)
    XCTAssertTrue(never.completions.isEmpty)
  }

  func testOperatorsPassDemandThrough() {
    let subscriber = TestSubscriber<Int, Never>(initial: .max(2))
    (1...10).publisher.filter { $0 % 2 == 0 }.map { $0 * 10 }.subscribe(subscriber)
    XCTAssertEqual(subscriber.values, [20, 40], "filter asks upstream again for each value it leaves out")
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, [20, 40, 60])
  }

  func testReducingOperatorWaitsForDemandBeforeItsValue() {
    let subscriber = TestSubscriber<[Int], Never>(initial: .none)
    [1, 2, 3].publisher.collect().subscribe(subscriber)
    XCTAssertTrue(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, [[1, 2, 3]])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testSubjectDropsValuesForASubscriberThatAskedForNone() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(initial: .max(1))
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subscriber.request(.max(1))
    subject.send(3)
    XCTAssertEqual(subscriber.values, [1, 3])
  }

  func testAnyCancellableCancelsWhenReleased() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { received.append($0) }
    subject.send(1)
    XCTAssertNotNil(cancellable)
    cancellable = nil
    subject.send(2)
    XCTAssertEqual(received, [1])
  }

  func testCancelStopsDeliveryAndRunsOnce() {
    var cancels = 0
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.handleEvents(receiveCancel: { cancels += 1 }).sink { received.append($0) }
    subject.send(1)
    cancellable.cancel()
    cancellable.cancel()
    subject.send(2)
    XCTAssertEqual(received, [1])
    XCTAssertEqual(cancels, 1)
  }

  func testStoreInSetAndArrayKeepsSubscriptionsAlive() {
    let subject = PassthroughSubject<Int, Never>()
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    var received: [String] = []
    subject.sink { received.append("set \($0)") }.store(in: &set)
    subject.sink { received.append("array \($0)") }.store(in: &array)
    subject.send(1)
    XCTAssertEqual(received.sorted(), ["array 1", "set 1"])
    set.removeAll()
    array.removeAll()
    subject.send(2)
    XCTAssertEqual(received.count, 2)
  }

  func testCompletionEndsTheSubscriptionAndReachesLateSubscribers() {
    let subject = PassthroughSubject<Int, TestError>()
    let early = TestSubscriber<Int, TestError>()
    subject.subscribe(early)
    subject.send(completion: .failure(TestError(code: 2)))
    subject.send(1)
    subject.send(completion: .finished)
    XCTAssertEqual(early.values, [])
    XCTAssertEqual(early.completions.count, 1)
    XCTAssertEqual(early.failure, TestError(code: 2))
    let late = TestSubscriber<Int, TestError>()
    subject.subscribe(late)
    XCTAssertEqual(late.failure, TestError(code: 2))
  }

  func testSinkReleasesItsClosuresWhenCancelled() {
    final class Owner {}
    weak var weakOwner: Owner?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let owner = Owner()
      weakOwner = owner
      cancellable = subject.sink { _ in _ = owner }
    }
    XCTAssertNotNil(weakOwner)
    cancellable?.cancel()
    XCTAssertNil(weakOwner, "a cancelled sink lets go of what its closures hold")
  }

  func testAnySubscriberKeepsTheIdentityOfWhatItWraps() {
    let subscriber = TestSubscriber<Int, Never>()
    XCTAssertEqual(AnySubscriber(subscriber).combineIdentifier, subscriber.combineIdentifier)
    XCTAssertNotEqual(CombineIdentifier(), CombineIdentifier())
    var received: [Int] = []
    let closures = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(2)) },
      receiveValue: {
        received.append($0)
        return .none
      })
    [7, 8, 9].publisher.subscribe(closures)
    XCTAssertEqual(received, [7, 8])
  }
}
