import Combine
import Foundation
import XCTest

/// `PassthroughSubject` and `CurrentValueSubject`.
final class SubjectTests: XCTestCase {
  func testPassthroughSubjectReachesEverySubscriber() {
    let subject = PassthroughSubject<String, Never>()
    var first: [String] = []
    var second: [String] = []
    let a = subject.sink { first.append($0) }
    subject.send("one")
    let b = subject.sink { second.append($0) }
    subject.send("two")
    XCTAssertEqual(first, ["one", "two"])
    XCTAssertEqual(second, ["two"], "a passthrough subject keeps no value")
    withExtendedLifetime((a, b)) {}
  }

  func testCurrentValueSubjectStartsWithItsValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(2)
    subject.value = 3
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertEqual(subject.value, 3)
    cancellable.cancel()
  }

  func testCurrentValueSubjectKeepsTheLatestForASubscriberWithoutDemand() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let subscriber = TestSubscriber<Int, Never>(initial: .none)
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    XCTAssertEqual(subscriber.values, [])
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, [2])
  }

  func testSubjectSubscribedToAPublisherPassesItsValuesOn() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var finished = false
    let sink = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
    let connection = [1, 2, 3].publisher.subscribe(subject)
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertTrue(finished)
    withExtendedLifetime((sink, connection)) {}
  }

  func testSendOnAVoidSubject() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    let cancellable = subject.sink { count += 1 }
    subject.send()
    subject.send()
    XCTAssertEqual(count, 2)
    cancellable.cancel()
  }
}
