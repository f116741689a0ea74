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
    // Each value is asked for by the iteration and sent afterwards from the queue's thread.
    let values = (1...3).publisher.receive(on: DispatchQueue(label: "values")).values
    let task = Task {
      var received: [Int] = []
      for await value in values {
        received.append(value)
      }
      return received
    }
    let received = await value(of: task)
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testCancellingTheTaskEndsTheIteration() async {
    let subject = PassthroughSubject<Int, Never>()
    let requested = expectation(description: "the iteration asked for a value")
    let values = subject.handleEvents(receiveRequest: { _ in requested.fulfill() }).values
    let task = Task {
      var count = 0
      for await _ in values {
        count += 1
      }
      return count
    }
    await fulfillment(of: [requested], timeout: 10)
    task.cancel()
    let count = await value(of: task)
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

  /// `task`'s value, or a failure (not a hang) when it has none within 10 s.
  private func value<T: Sendable>(of task: Task<T, Never>, file: StaticString = #filePath, line: UInt = #line) async -> T? {
    let finished = expectation(description: "the task finished")
    let result = Collected<T>()
    let waiter = Task {
      result.append(await task.value)
      finished.fulfill()
    }
    await fulfillment(of: [finished], timeout: 10)
    if result.values.isEmpty {
      XCTFail("the task did not finish within 10 s", file: file, line: line)
      task.cancel()
      waiter.cancel()
    }
    return result.values.first
  }
}
