import Combine
import Foundation
import XCTest

/// `values`: a publisher as an async sequence, one request per iteration.
final class AsyncTests: XCTestCase {
  func testForAwaitReadsEveryValue() async {
    var received: [Int] = []
    for await value in [1, 2, 3].publisher.values {
      received.append(value)
    }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testEachIterationRequestsOneValue() async {
    var requests: [Subscribers.Demand] = []
    var iterator = (1...10).publisher.handleEvents(receiveRequest: { requests.append($0) }).values.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual([first, second], [1, 2])
    XCTAssertEqual(requests, [.max(1), .max(1)])
  }

  func testThrowingValuesRethrowTheFailure() async {
    var received: [Int] = []
    do {
      for try await value in [1].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 4))).values {
        received.append(value)
      }
      XCTFail("expected the failure to be thrown")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(code: 4))
    }
    XCTAssertEqual(received, [1])
  }

  func testValuesSentLaterFromAnotherThread() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.values
    let sender = Unchecked(subject)
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
      sender.value.send(1)
      sender.value.send(completion: .finished)
    }
    var received: [Int] = []
    for await value in values {
      received.append(value)
    }
    XCTAssertEqual(received, [1])
  }

  func testCancellingTheTaskEndsTheIteration() async {
    let subject = PassthroughSubject<Int, Never>()
    let values = subject.values
    let task = Task {
      var count = 0
      for await _ in values {
        count += 1
      }
      return count
    }
    try? await Task.sleep(nanoseconds: 50_000_000)
    task.cancel()
    let count = await task.value
    XCTAssertEqual(count, 0)
  }

  func testFutureValue() async throws {
    let future = Future<Int, Never> { promise in
      let fulfil = Unchecked(promise)
      DispatchQueue.global().async { fulfil.value(.success(5)) }
    }
    let value = await future.value
    XCTAssertEqual(value, 5)
  }
}
