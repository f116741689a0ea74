import Combine
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The publishers Apple's SDK adds to Foundation: notifications and data tasks.
final class FoundationTests: XCTestCase {
  func testNotificationCenterPublisher() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineTests.ping")
    var received: [String] = []
    let cancellable = center.publisher(for: name).compactMap { $0.userInfo?["text"] as? String }.sink { received.append($0) }
    center.post(name: name, object: nil, userInfo: ["text": "a"])
    center.post(name: Notification.Name("other"), object: nil, userInfo: ["text": "b"])
    cancellable.cancel()
    center.post(name: name, object: nil, userInfo: ["text": "c"])
    XCTAssertEqual(received, ["a"])
  }

  func testDataTaskPublisherLoadsData() throws {
    let url = try XCTUnwrap(URL(string: "data:text/plain;base64,aGVsbG8="))
    let done = expectation(description: "loaded")
    let body = Collected<String>()
    let cancellable = URLSession.shared.dataTaskPublisher(for: url).map { String(decoding: $0.data, as: UTF8.self) }.sink(
      receiveCompletion: { _ in done.fulfill() }, receiveValue: { body.append($0) })
    wait(for: [done], timeout: 10)
    XCTAssertEqual(body.values, ["hello"])
    cancellable.cancel()
  }

  func testDataTaskPublisherFailsWithAURLError() throws {
    let url = try XCTUnwrap(URL(string: "unsupported-scheme://example"))
    let done = expectation(description: "failed")
    let failures = Collected<URLError>()
    let cancellable = URLSession.shared.dataTaskPublisher(for: URLRequest(url: url)).sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion {
          failures.append(error)
        }
        done.fulfill()
      }, receiveValue: { _ in })
    wait(for: [done], timeout: 10)
    XCTAssertEqual(failures.values.count, 1)
    cancellable.cancel()
  }
}
