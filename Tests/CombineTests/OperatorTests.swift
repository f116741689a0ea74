import Combine
import Foundation
import XCTest

/// The operators' outputs, from Apple's documented examples and behaviour.
final class OperatorTests: XCTestCase {
  /// The values and completion `publisher` delivers synchronously to a subscriber asking for all.
  private func record<P: Publisher>(_ publisher: P) -> (values: [P.Output], completion: Subscribers.Completion<P.Failure>?) {
    let subscriber = TestSubscriber<P.Output, P.Failure>()
    publisher.subscribe(subscriber)
    return (subscriber.values, subscriber.completions.first)
  }

  private func values<P: Publisher>(_ publisher: P) -> [P.Output] {
    record(publisher).values
  }

  func testTransformingOperators() {
    XCTAssertEqual(values([1, 2, 3].publisher.map { $0 * 2 }), [2, 4, 6])
    XCTAssertEqual(values(["1", "x", "3"].publisher.compactMap { Int($0) }), [1, 3])
    XCTAssertEqual(values((1...6).publisher.filter { $0.isMultiple(of: 3) }), [3, 6])
    XCTAssertEqual(values([1, 1, 2, 2, 1].publisher.removeDuplicates()), [1, 2, 1])
    XCTAssertEqual(values([1, 2, 3].publisher.scan(0, +)), [1, 3, 6])
    XCTAssertEqual(values([1, nil, 3].publisher.replaceNil(with: 0)), [1, 0, 3])
    XCTAssertEqual(values([(a: 1, b: "x")].publisher.map(\.b)), ["x"])
    XCTAssertEqual(values(Just(2).map { $0 + 1 }.map { $0 * 10 }), [30])
  }

  func testThrowingOperatorsFailWithTheThrownError() {
    let mapped = record(
      [1, 2, 3].publisher.tryMap { value -> Int in
        if value == 2 { throw TestError(code: 2) }
        return value
      })
    XCTAssertEqual(mapped.values, [1])
    guard case .failure(let error) = mapped.completion else { return XCTFail("expected a failure") }
    XCTAssertEqual(error as? TestError, TestError(code: 2))
    let filtered = record(
      [1, 2, 3].publisher.tryFilter { value in
        if value == 3 { throw TestError(code: 3) }
        return value == 2
      })
    XCTAssertEqual(filtered.values, [2])
  }

  func testReducingOperators() {
    XCTAssertEqual(values([1, 2, 3].publisher.reduce(0, +)), [6])
    XCTAssertEqual(values([1, 2, 3, 4, 5].publisher.collect(2)), [[1, 2], [3, 4], [5]])
    XCTAssertEqual(values([3, 1, 2].publisher.count()), [3])
    XCTAssertEqual(values([3, 1, 2].publisher.min()), [1])
    XCTAssertEqual(values([3, 1, 2].publisher.max()), [3])
    XCTAssertEqual(values([3, 1, 2].publisher.contains(1)), [true])
    XCTAssertEqual(values([3, 1, 2].publisher.allSatisfy { $0 > 1 }), [false])
    XCTAssertEqual(values([Int]().publisher.allSatisfy { $0 > 1 }), [true])
  }

  func testSelectingOperators() {
    let numbers = (1...5).publisher
    XCTAssertEqual(values(numbers.first()), [1])
    XCTAssertEqual(values(numbers.first { $0 > 2 }), [3])
    XCTAssertEqual(values(numbers.last()), [5])
    XCTAssertEqual(values(numbers.last { $0 < 3 }), [2])
    XCTAssertEqual(values(numbers.prefix(2)), [1, 2])
    XCTAssertEqual(values(numbers.prefix { $0 < 3 }), [1, 2])
    XCTAssertEqual(values(numbers.dropFirst(3)), [4, 5])
    XCTAssertEqual(values(numbers.drop { $0 < 4 }), [4, 5])
    XCTAssertEqual(values(numbers.output(at: 1)), [2])
    XCTAssertEqual(values(numbers.output(in: 1...2)), [2, 3])
    XCTAssertEqual(values(numbers.ignoreOutput()), [])
    XCTAssertEqual(values(numbers.prepend(0).append(6, 7)), [0, 1, 2, 3, 4, 5, 6, 7])
  }

  func testPrefixCancelsItsUpstream() {
    var cancelled = false
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var finished = false
    let cancellable = subject.handleEvents(receiveCancel: { cancelled = true }).prefix(2)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
    subject.send(1)
    subject.send(2)
    subject.send(3)
    XCTAssertEqual(received, [1, 2])
    XCTAssertTrue(finished)
    XCTAssertTrue(cancelled)
    cancellable.cancel()
  }

  func testCombiningOperators() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var latest: [String] = []
    var zipped: [String] = []
    var merged: [String] = []
    let a = letters.combineLatest(numbers) { "\($0)\($1)" }.sink { latest.append($0) }
    let b = letters.zip(numbers).map { "\($0)\($1)" }.sink { zipped.append($0) }
    let c = letters.merge(with: numbers.map(String.init)).sink { merged.append($0) }
    letters.send("a")
    numbers.send(1)
    numbers.send(2)
    letters.send("b")
    numbers.send(3)
    XCTAssertEqual(latest, ["a1", "a2", "b2", "b3"])
    XCTAssertEqual(zipped, ["a1", "b2"])
    XCTAssertEqual(merged, ["a", "1", "2", "b", "3"])
    withExtendedLifetime((a, b, c)) {}
  }

  func testCombineLatestFinishesWhenAllFinish() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.combineLatest(second).subscribe(subscriber)
    first.send(1)
    second.send(2)
    first.send(completion: .finished)
    XCTAssertFalse(subscriber.isFinished)
    second.send(3)
    second.send(completion: .finished)
    XCTAssertTrue(subscriber.isFinished)
    XCTAssertEqual(subscriber.values.map { "\($0.0)\($0.1)" }, ["12", "13"])
  }

  func testZipOfThreeAndMergeOfManyFinish() {
    XCTAssertEqual(
      values([1, 2].publisher.zip(["a", "b", "c"].publisher, [true, false].publisher).map { "\($0)\($1)\($2)" }),
      [
        "1atrue", "2bfalse",
      ])
    let merged = record(Publishers.MergeMany([1].publisher, [2].publisher, [3].publisher))
    XCTAssertEqual(merged.values, [1, 2, 3])
    XCTAssertNotNil(merged.completion)
  }

  func testFlatMapAndSwitchToLatest() {
    XCTAssertEqual(values([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }), [1, 10, 2, 20])
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = outer.switchToLatest().sink { received.append($0) }
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)
    second.send(3)
    XCTAssertEqual(received, [1, 3], "the earlier inner publisher is cancelled")
    cancellable.cancel()
  }

  func testFlatMapHonoursMaxPublishers() {
    let inner = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    var received: [Int] = []
    let cancellable = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inner[$0] }.sink { received.append($0) }
    inner[1].send(10)
    inner[0].send(1)
    inner[0].send(completion: .finished)
    inner[1].send(11)
    XCTAssertEqual(received, [1, 11], "the second publisher is made only when the first finished")
    cancellable.cancel()
  }

  func testErrorHandlingOperators() {
    let failing = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError()))
    XCTAssertEqual(values(failing.replaceError(with: 0)), [1, 2, 0])
    XCTAssertEqual(values(failing.catch { _ in Just(9) }), [1, 2, 9])
    let mapped = record(failing.mapError { _ in URLError(.badURL) })
    XCTAssertEqual(mapped.values, [1, 2])
    if case .failure(let error) = mapped.completion {
      XCTAssertEqual(error.code, .badURL)
    } else {
      XCTFail("expected a failure")
    }
    var attempts = 0
    let retried = record(
      Deferred { () -> AnyPublisher<Int, TestError> in
        attempts += 1
        return attempts < 3
          ? Fail(error: TestError()).eraseToAnyPublisher()
          : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
      }.retry(5))
    XCTAssertEqual(retried.values, [3])
    XCTAssertEqual(values(Empty<Int, Never>().replaceEmpty(with: 4)), [4])
  }

  func testCodingOperators() throws {
    struct Item: Codable, Equatable {
      var name: String
    }
    let encoded = record(Just(Item(name: "a")).encode(encoder: JSONEncoder()))
    let data = try XCTUnwrap(encoded.values.first)
    XCTAssertEqual(values(Just(data).decode(type: Item.self, decoder: JSONDecoder())), [Item(name: "a")])
    let broken = record(Just(Data("{".utf8)).decode(type: Item.self, decoder: JSONDecoder()))
    XCTAssertEqual(broken.values, [])
    guard case .failure(let error) = broken.completion else { return XCTFail("expected a decoding failure") }
    XCTAssertTrue(error is DecodingError)
  }

  func testHandleEventsOrderAndPrint() {
    var events: [String] = []
    let cancellable = [1].publisher.handleEvents(
      receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("output \($0)") },
      receiveCompletion: { _ in events.append("completion") }, receiveRequest: { events.append("request \($0)") }
    ).sink { _ in }
    XCTAssertEqual(events, ["subscription", "request unlimited", "output 1", "completion"])
    cancellable.cancel()

    final class Lines: TextOutputStream {
      var text = ""
      func write(_ string: String) { text += string }
    }
    let lines = Lines()
    let printed = [7].publisher.print("n", to: lines).sink { _ in }
    XCTAssertEqual(
      lines.text, "n: receive subscription: (Sequence)\nn: request unlimited\nn: receive value: (7)\nn: receive finished\n")
    printed.cancel()
  }

  func testShareSubscribesUpstreamOnce() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    var first: [Int] = []
    var second: [Int] = []
    let a = shared.sink { first.append($0) }
    let b = shared.sink { second.append($0) }
    subject.send(1)
    XCTAssertEqual(subscriptions, 1)
    XCTAssertEqual(first, [1])
    XCTAssertEqual(second, [1])
    withExtendedLifetime((a, b)) {}
  }

  func testMakeConnectableWaitsForConnect() {
    let connectable = [1, 2].publisher.makeConnectable()
    var received: [Int] = []
    let cancellable = connectable.sink { received.append($0) }
    XCTAssertEqual(received, [])
    let connection = connectable.connect()
    XCTAssertEqual(received, [1, 2])
    withExtendedLifetime((cancellable, connection)) {}
  }

  func testPublishersOfKnownValues() {
    XCTAssertEqual(values(Just(1).eraseToAnyPublisher()), [1])
    XCTAssertEqual(values(Optional(3).publisher), [3])
    XCTAssertEqual(values(Optional<Int>.none.publisher), [])
    XCTAssertEqual(values(Result<Int, TestError>.success(4).publisher), [4])
    XCTAssertEqual(values(Record<Int, Never>(output: [1, 2], completion: .finished)), [1, 2])
    let recorded = Record<Int, TestError> { recording in
      recording.receive(5)
      recording.receive(completion: .failure(TestError(code: 9)))
    }
    let replay = record(recorded)
    XCTAssertEqual(replay.values, [5])
    XCTAssertEqual(replay.completion, .failure(TestError(code: 9)))
    XCTAssertEqual(Just(2).map { $0 * 3 }.output, 6, "Just's operators compute at once")
  }

  func testFutureDeliversItsResultToEverySubscriber() {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    var first: [Int] = []
    var second: [Int] = []
    let a = future.sink { first.append($0) }
    promise?(.success(7))
    let b = future.sink { second.append($0) }
    promise?(.success(8))
    XCTAssertEqual(first, [7])
    XCTAssertEqual(second, [7])
    withExtendedLifetime((a, b)) {}
  }

  func testDeferredMakesAPublisherPerSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    XCTAssertEqual(made, 0)
    XCTAssertEqual(values(deferred), [1])
    XCTAssertEqual(values(deferred), [2])
  }

  func testBufferHoldsValuesDeliveredBeforeTheyAreAskedFor() {
    func buffered(_ whenFull: Publishers.BufferingStrategy<TestError>) -> TestSubscriber<Int, TestError> {
      let subject = PassthroughSubject<Int, TestError>()
      let subscriber = TestSubscriber<Int, TestError>(initial: .max(1))
      subject.buffer(size: 2, prefetch: .byRequest, whenFull: whenFull).subscribe(subscriber)
      for value in 1...4 {
        subject.send(value)
      }
      subscriber.request(.max(5))
      return subscriber
    }
    XCTAssertEqual(buffered(.dropOldest).values, [1, 3, 4])
    XCTAssertEqual(buffered(.dropNewest).values, [1, 2, 3])
    let failing = buffered(.customError { TestError(code: 5) })
    XCTAssertEqual(failing.values, [1])
    XCTAssertEqual(failing.failure, TestError(code: 5))
  }

  func testBufferKeepFullAsksForItsSizeAtOnce() {
    var requests: [Subscribers.Demand] = []
    let subscriber = TestSubscriber<Int, Never>(initial: .none)
    (1...5).publisher.handleEvents(receiveRequest: { requests.append($0) })
      .buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
    XCTAssertEqual(requests, [.max(3)])
    subscriber.request(.max(2))
    XCTAssertEqual(subscriber.values, [1, 2])
  }

  func testDropAndPrefixUntilOutputFromAnotherPublisher() {
    let values = PassthroughSubject<Int, Never>()
    let gate = PassthroughSubject<Void, Never>()
    var dropped: [Int] = []
    var prefixed: [Int] = []
    let a = values.drop(untilOutputFrom: gate).sink { dropped.append($0) }
    let b = values.prefix(untilOutputFrom: gate).sink { prefixed.append($0) }
    values.send(1)
    gate.send()
    values.send(2)
    XCTAssertEqual(dropped, [2])
    XCTAssertEqual(prefixed, [1])
    withExtendedLifetime((a, b)) {}
  }

  func testConcatenateAsksTheSuffixForWhatIsStillWanted() {
    let subscriber = TestSubscriber<Int, Never>(initial: .max(1))
    Just(1).append(2, 3).subscribe(subscriber)
    XCTAssertEqual(subscriber.values, [1])
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, [1, 2])
    XCTAssertFalse(subscriber.isFinished)
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values, [1, 2, 3])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testMergeFailsAtTheFirstFailureAndCancelsTheOthers() {
    var cancelled = false
    let other = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    other.handleEvents(receiveCancel: { cancelled = true })
      .merge(with: Fail(error: TestError(code: 6))).subscribe(subscriber)
    XCTAssertEqual(subscriber.failure, TestError(code: 6))
    XCTAssertTrue(cancelled)
    other.send(1)
    XCTAssertEqual(subscriber.values, [])
  }

  func testMergeHonoursDemandAcrossUpstreams() {
    let subscriber = TestSubscriber<Int, Never>(initial: .max(3))
    [1, 2].publisher.merge(with: [3, 4].publisher).subscribe(subscriber)
    XCTAssertEqual(subscriber.values.count, 3)
    subscriber.request(.max(1))
    XCTAssertEqual(subscriber.values.sorted(), [1, 2, 3, 4])
    XCTAssertTrue(subscriber.isFinished)
  }

  func testTryCatchFailsWithTheHandlersError() {
    let caught = record(
      Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { error -> Just<Int> in
        guard error.code == 2 else { throw TestError(code: 8) }
        return Just(0)
      })
    guard case .failure(let error) = caught.completion else { return XCTFail("expected a failure") }
    XCTAssertEqual(error as? TestError, TestError(code: 8))
    XCTAssertEqual(values(Fail<Int, TestError>(error: TestError(code: 2)).tryCatch { _ in Just(5) }), [5])
  }

  func testZipFinishesWhenAnUpstreamRunsOut() {
    let letters = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<(Int, String), Never>()
    [1, 2, 3].publisher.zip(letters).subscribe(subscriber)
    letters.send("a")
    XCTAssertFalse(subscriber.isFinished)
    letters.send("b")
    letters.send("c")
    XCTAssertEqual(subscriber.values.map(\.1), ["a", "b", "c"])
    XCTAssertTrue(subscriber.isFinished, "the numbers finished and every one was paired")
  }
}
