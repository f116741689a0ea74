import Foundation
import FoundationFixtures
import GalleryFixtures
import XCTest

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` over `AppGroups/`.
final class AppGroupContainerTests: FrameworkTestCase {
  func testTheContainerHoldsTheFilesTheAppWroteAndWritesNeverReachTheFixture() throws {
    try install()
    let container = try XCTUnwrap(
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.steps"))
    let today =
      try JSONSerialization.jsonObject(with: Data(contentsOf: container.appendingPathComponent("today.json"))) as? [String: Int]
    XCTAssertEqual(today?["steps"], 2450)

    try Data("cache".utf8).write(to: container.appendingPathComponent("cache.txt"))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: complete.appendingPathComponent("AppGroups/group.com.example.steps/cache.txt").path))
    XCTAssertEqual(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.steps"), container)

    try install()
    let fresh = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.steps"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("cache.txt").path))
  }

  func testAnUnknownGroupIsAnEmptyWritableContainerSaidOnceAndRecorded() throws {
    try install()
    var first: URL?
    let output = standardError {
      first = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.other")
      _ = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.other")
    }
    let container = try XCTUnwrap(first)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: container.path), [])
    try Data("cache".utf8).write(to: container.appendingPathComponent("cache.txt"))
    XCTAssertFalse(container.path.hasPrefix(complete.path), container.path)
    XCTAssertEqual(output.components(separatedBy: "AppGroups/group.com.example.other/").count, 2, output)
    XCTAssertTrue(output.contains("empty container"), output)
    XCTAssertEqual(MissingFixtures.requests(in: AppGroupContainers.self), ["group.com.example.other"])
    XCTAssertEqual(MissingFixtures.skeleton().keys.sorted(), ["AppGroups/group.com.example.other/"])

    try install()
    let fresh = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.other"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("cache.txt").path))
  }
}
