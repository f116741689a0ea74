import ArgumentParser
import Foundation
import XCTest

@testable import GalleryCLI

/// `--version`, `--help` and `--generate-completion-script`: exit 0 with what was asked for on
/// standard output, never as an error.
final class VersionAndCompletionTests: CommandLineTestCase {
  /// What the command line prints for `arguments` that ask for no work, as `main` prints it,
  /// and its exit status (`--help` is a command whose `run` throws the help).
  private func output(_ arguments: [String]) -> (text: String, isFailure: Bool, status: Int32)? {
    do {
      var command = try GalleryCommand.parseAsRoot(arguments)
      try command.run()
      return nil
    } catch {
      guard let output = GalleryCommand.output(for: error) else { return nil }
      return (output.text, output.isFailure, GalleryCommand.exitStatus(for: error))
    }
  }

  func testVersionIsTheReleaseAndTheCommitBuiltFrom() throws {
    let version = try XCTUnwrap(output(["--version"]))
    XCTAssertEqual(version.status, 0)
    XCTAssertFalse(version.isFailure)
    XCTAssertEqual(version.text, "widget-gallery " + GalleryVersion.description)
    XCTAssertNotNil(GalleryVersion.release.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/), GalleryVersion.release)

    // This package is a git checkout, so the plugin recorded the commit it was built from.
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent(".git").path) else {
      throw XCTSkip("not built from a git checkout")
    }
    let commit = try XCTUnwrap(galleryBuildCommit, "a checkout's build records its commit")
    XCTAssertNotNil(commit.wholeMatch(of: /[0-9a-f]{12}/), commit)
    XCTAssertEqual(version.text, "widget-gallery \(GalleryVersion.release) (\(commit))")
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", package.path, "cat-file", "-e", "\(commit)^{commit}"]
    try git.run()
    git.waitUntilExit()
    XCTAssertEqual(git.terminationStatus, 0, "\(commit) is a commit of this repository")
  }

  /// The release check: the newest version of CHANGELOG.md is the release, and `--version`
  /// prints it (scripts/tests/test_release.py checks the changelog's format and the README's
  /// dependency line).
  func testVersionIsTheChangelogsNewest() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let changelog = try String(contentsOf: package.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try XCTUnwrap(
      changelog.firstMatch(of: /(?m)^## \[([0-9]+\.[0-9]+\.[0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$/)?.1,
      "CHANGELOG.md has a version heading")
    XCTAssertEqual(String(newest), GalleryVersion.release, "bump GalleryVersion.release with the changelog")
    let version = try XCTUnwrap(output(["--version"]))
    XCTAssertEqual(version.text.split(separator: " ").prefix(2), ["widget-gallery", newest], version.text)
    XCTAssertEqual(version.status, 0)
  }

  func testCompletionScriptsNameEveryCommandAndItsOptions() throws {
    for shell in ["bash", "zsh", "fish"] {
      let script = try XCTUnwrap(output(["--generate-completion-script", shell]), shell)
      XCTAssertEqual(script.status, 0, shell)
      XCTAssertFalse(script.isFailure, shell)
      for word in ["build", "merge", "diff", "list", "serve", "init-ci", "shard", "previews", "json", "gitlab", "report-url"] {
        XCTAssertTrue(script.text.contains(word), "\(shell) completes \(word)")
      }
    }
  }

  func testHelpIsOutputNotAnError() throws {
    let help = try XCTUnwrap(output(["init-ci", "--help"]))
    XCTAssertEqual(help.status, 0)
    XCTAssertFalse(help.isFailure)
    XCTAssertTrue(help.text.contains("--gitlab"), help.text)
    let bad = try XCTUnwrap(output(["init-ci", "--no-such-option"]))
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.isFailure)
  }
}
