import Foundation
import GalleryTestSupport
import XCTest

/// The root package resolves without the HTTP server's dependencies: Hummingbird and SwiftNIO
/// belong to the nested package Serve/ alone, so neither this package nor a package that
/// depends on it fetches or builds them.
final class PackageDependenciesTests: XCTestCase {
  /// The checkout's root: three levels above this file (`<root>/Tests/GalleryCLITests/…`).
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The identities of the dependencies the manifest at `package` declares, as SwiftPM reads it.
  private func dependencyIdentities(of package: URL) throws -> [String] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A scratch folder of its own, so it never waits for the build folder of the running tests.
    let dump = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"]
    ).run(waitingFor: "swift package dump-package of \(package.path)", seconds: 300)
    let json = Data(dump.output.utf8)
    XCTAssertEqual(dump.status, 0, dump.errors)
    let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let dependencies = try XCTUnwrap(manifest["dependencies"] as? [[String: Any]])
    // Each dependency is `{"sourceControl" | "fileSystem" | "registry": [{"identity": …}]}`.
    return dependencies.flatMap { dependency in
      dependency.values.compactMap { ($0 as? [[String: Any]])?.first?["identity"] as? String }
    }
  }

  /// Whether a package identity is Hummingbird's or SwiftNIO's.
  private func isServers(_ identity: String) -> Bool {
    identity.contains("hummingbird") || identity.hasPrefix("swift-nio")
  }

  func testTheRootPackageDependsOnNeitherHummingbirdNorSwiftNIO() throws {
    let identities = try dependencyIdentities(of: root)
    XCTAssertTrue(identities.contains("swift-argument-parser"), "the manifest was read: \(identities)")
    XCTAssertEqual(
      identities.filter(isServers), [],
      "the root package depends on the HTTP server's packages; they belong in Serve/Package.swift")
  }

  /// Nor through its dependencies: the resolved graph, which `swift test` has just written
  /// (Package.resolved is not committed), pins neither.
  func testTheResolvedPackagesHoldNeitherHummingbirdNorSwiftNIO() throws {
    let file = root.appendingPathComponent("Package.resolved")
    guard FileManager.default.fileExists(atPath: file.path) else { throw XCTSkip("the package is not resolved here") }
    let resolved = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let identities = try XCTUnwrap(resolved["pins"] as? [[String: Any]]).compactMap { $0["identity"] as? String }
    XCTAssertTrue(identities.contains("swift-argument-parser"), "the pins were read: \(identities)")
    XCTAssertEqual(identities.filter(isServers), [])
  }

  /// The server's package holds them instead, so the check above looks at the right names.
  func testTheServerPackageDependsOnHummingbird() throws {
    XCTAssertTrue(try dependencyIdentities(of: root.appendingPathComponent("Serve")).contains("hummingbird"))
  }
}
