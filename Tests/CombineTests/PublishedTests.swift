import Combine
import Foundation
import XCTest

/// `@Published` and `ObservableObject`: `objectWillChange` sends before any published property
/// changes, and `$property` sends the new value before it is stored.
final class PublishedTests: XCTestCase {
  final class Counter: ObservableObject {
    @Published var count = 0
    @Published var title = "A"
    var unpublished = 0
  }

  class Base: ObservableObject {
    @Published var base = 0
  }

  final class Derived: Base {
    @Published var derived = ""
  }

  final class Plain: ObservableObject {
    var value = 0
  }

  func testObjectWillChangeSendsBeforeTheValueChanges() {
    let counter = Counter()
    var seen: [Int] = []
    let cancellable = counter.objectWillChange.sink { seen.append(counter.count) }
    counter.count = 1
    counter.count = 2
    counter.title = "B"
    counter.unpublished = 9
    XCTAssertEqual(seen, [0, 1, 2], "each change is announced while the old value is still stored")
    XCTAssertEqual(counter.count, 2)
    cancellable.cancel()
  }

  func testObjectWillChangeIsOnePublisherPerObject() {
    let counter = Counter()
    XCTAssertTrue(counter.objectWillChange === counter.objectWillChange)
    XCTAssertFalse(counter.objectWillChange === Counter().objectWillChange)
  }

  func testPublishedPropertiesOfSuperclassesAnnounceChanges() {
    let object = Derived()
    var count = 0
    let cancellable = object.objectWillChange.sink { count += 1 }
    object.base = 1
    object.derived = "x"
    XCTAssertEqual(count, 2)
    cancellable.cancel()
  }

  func testAnObjectWithoutPublishedPropertiesStillHasAPublisher() {
    let plain = Plain()
    var count = 0
    let cancellable = plain.objectWillChange.sink { count += 1 }
    plain.objectWillChange.send()
    plain.value = 1
    XCTAssertEqual(count, 0, "each access makes a new publisher, as no property holds one")
    cancellable.cancel()
  }

  func testProjectedPublisherSendsCurrentThenNewValuesBeforeTheyAreStored() {
    let counter = Counter()
    counter.count = 5
    var received: [Int] = []
    var storedWhenSent: [Int] = []
    let cancellable = counter.$count.sink {
      received.append($0)
      storedWhenSent.append(counter.count)
    }
    counter.count = 6
    counter.count = 7
    XCTAssertEqual(received, [5, 6, 7])
    XCTAssertEqual(storedWhenSent, [5, 5, 6])
    cancellable.cancel()
  }

  func testAssignToPublishedKeepsWritingAndAnnouncesChanges() {
    let counter = Counter()
    let subject = PassthroughSubject<Int, Never>()
    var announcements = 0
    let cancellable = counter.objectWillChange.sink { announcements += 1 }
    subject.assign(to: &counter.$count)
    subject.send(3)
    subject.send(4)
    XCTAssertEqual(counter.count, 4)
    XCTAssertEqual(announcements, 2)
    cancellable.cancel()
  }

  func testAssignToPublishedEndsWithTheObject() {
    let subject = PassthroughSubject<Int, Never>()
    var counter: Counter? = Counter()
    weak let weakCounter = counter
    subject.assign(to: &counter!.$count)
    counter = nil
    XCTAssertNil(weakCounter, "the assignment does not keep the object alive")
    subject.send(1)
  }

  func testAssignToOnWritesEachValue() {
    let counter = Counter()
    let cancellable = ["x", "y"].publisher.assign(to: \.title, on: counter)
    XCTAssertEqual(counter.title, "y")
    cancellable.cancel()
  }

  func testObservableObjectPublisherSendsToItsSubscribers() {
    let publisher = ObservableObjectPublisher()
    var count = 0
    let cancellable = publisher.sink { count += 1 }
    publisher.send()
    XCTAssertEqual(count, 1)
    cancellable.cancel()
  }
}
