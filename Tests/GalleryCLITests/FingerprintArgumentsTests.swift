import ArgumentParser
import XCTest

@testable import GalleryCLI

/// A build's record holds every option the command was parsed with, read from the command, so
/// an option added later cannot be left out of it.
final class FingerprintArgumentsTests: XCTestCase {
  /// A command shaped like `build`, with an option group and an option added after the others.
  private struct Command: ParsableCommand {
    struct Group: ParsableArguments {
      @Option var fixtures: String?
    }

    @OptionGroup var group: Group
    @Option var device = "phone"
    @Flag var force = false
    @Option var jobs = 1
    @Flag var newFlag = false
    @Option(parsing: .upToNextOption) var families: [String] = []
  }

  private func arguments(_ line: [String]) throws -> [String] {
    try Command.parse(line).fingerprintArguments(excluding: ["force", "jobs"])
  }

  func testEveryOptionIsInTheFingerprintUnlessExcluded() throws {
    let plain = try arguments([])
    XCTAssertEqual(plain.map { $0.prefix(while: { $0 != "=" }) }, ["group", "device", "newFlag", "families"])
    XCTAssertNotEqual(try arguments(["--new-flag"]), plain, "a flag added to the command changes the fingerprint")
    XCTAssertNotEqual(try arguments(["--fixtures", "F"]), plain, "options inside a group count")
    XCTAssertNotEqual(try arguments(["--families", "a", "b"]), try arguments(["--families", "b", "a"]))
    XCTAssertEqual(try arguments(["--force", "--jobs", "4"]), plain, "excluded options do not count")
    XCTAssertEqual(try arguments(["--device", "phone"]), plain, "a default given explicitly is the same value")
  }

  func testBuildsFingerprintCoversEveryOptionButTheExcludedOnes() throws {
    let build = try BuildCommand.parse(["--output", "A", "--jobs", "3"])
    let other = try BuildCommand.parse(["--output", "B", "--jobs", "1", "--force"])
    XCTAssertEqual(
      build.fingerprintArguments(excluding: BuildCommand.notInputs), other.fingerprintArguments(excluding: BuildCommand.notInputs)
    )
    let labels = build.fingerprintArguments(excluding: BuildCommand.notInputs).map { $0.prefix(while: { $0 != "=" }) }
    for option in [
      "options", "families", "appearances", "device", "templates", "fonts", "locale", "localizations", "dynamicType",
      "previewsOnly", "shard",
    ] {
      XCTAssertTrue(labels.contains(Substring(option)), "\(option) is in the fingerprint: \(labels)")
    }
  }
}
