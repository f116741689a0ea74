import Foundation
import XCTest

/// Rules for the code that a compiler does not check, read from the sources: every
/// `@unchecked Sendable` says why it is safe, every `Mutex` is taken through `locked`, tests use
/// no `try!`, and no test passes by doing nothing when an environment variable is unset (such a
/// helper is a tool: `PreviewDump`).
///
/// Code kept as written elsewhere is left out: the seeds' articles and their snippets, and the
/// Xcode extension's sources for the `try!` rule.
final class SuiteHygieneTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Whether what starts at `index` of `line` is code: not in a comment, a string literal or a
  /// multi-line string (`inString` says whether the line starts inside one).
  private static func isCode(_ line: Substring, before index: Substring.Index, inString: Bool) -> Bool {
    let head = line[..<index]
    return !inString && !head.contains("//") && !head.contains("\"")
  }

  /// For each line, whether it starts inside a multi-line string literal.
  private static func insideStrings(_ lines: [Substring]) -> [Bool] {
    var inside = false
    return lines.map { line in
      defer { if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inside.toggle() } }
      return inside
    }
  }

  /// The Swift files below `folders` of the repository, by path from its root, with their lines.
  private func swiftFiles(in folders: [String], leavingOut skipped: [String] = []) -> [(String, [Substring])] {
    var files: [(String, [Substring])] = []
    for folder in folders {
      guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let path = "\(folder)/\(relative)"
        guard path.hasSuffix(".swift"), !skipped.contains(where: { path.hasPrefix($0) }),
          let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        else { continue }
        files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
      }
    }
    return files.sorted { $0.0 < $1.0 }
  }

  func testEveryUncheckedSendableSaysWhyItIsSafe() {
    var unexplained: [String] = []
    var seen = 0
    for (path, lines) in swiftFiles(
      in: ["Sources", "Tests", "Plugins", "Serve/Sources", "Serve/Tests"],
      leavingOut: ["Sources/Products/Seeds/", "Tests/ArticleSnippetsTests/"])
    {
      let strings = Self.insideStrings(lines)
      for (index, line) in lines.enumerated() {
        // Code a generator writes, or a test expects, is a string.
        guard let found = line.range(of: "@unchecked Sendable"),
          Self.isCode(line, before: found.lowerBound, inString: strings[index])
        else { continue }
        seen += 1
        // The reason is the first line of the declaration's body: `// Sendable: …`.
        let body = lines[(index + 1)..<min(index + 4, lines.count)]
        if !body.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("// Sendable: ") }) {
          unexplained.append("\(path):\(index + 1)")
        }
      }
    }
    XCTAssertGreaterThan(seen, 20, "the sources were found at \(root.path)")
    XCTAssertEqual(unexplained, [], "each @unchecked Sendable begins its body with `// Sendable: <why it is safe>`")
  }

  func testTestsUseNoTryBang() {
    let found = swiftFiles(
      in: ["Tests", "Serve/Tests"], leavingOut: ["Tests/ArticleSnippetsTests/", "Tests/AppleModulesTests/XcodeExtension/"]
    )
    .flatMap { path, lines in
      let strings = Self.insideStrings(lines)
      return lines.enumerated().filter { index, line in
        guard let found = line.range(of: "try!") else { return false }
        return Self.isCode(line, before: found.lowerBound, inString: strings[index])
      }.map { "\(path):\($0.offset + 1)" }
    }
    XCTAssertEqual(found, [], "a test unwraps with XCTUnwrap or lets the error fail it, never with try!")
  }

  func testNoTestPassesByDoingNothingWhenAVariableIsUnset() {
    var found: [String] = []
    for (path, lines) in swiftFiles(in: ["Tests", "Serve/Tests"]) {
      for (index, line) in lines.enumerated() where line.contains("func test") && index + 1 < lines.count {
        let first = lines[index + 1]
        if first.contains("guard"), first.contains("environment["), first.contains("else { return }") {
          found.append("\(path):\(index + 2)")
        }
      }
    }
    XCTAssertEqual(found, [], "a test that checks nothing without a variable is a tool, not a test")
  }

  /// ThreadSanitizer cannot see Synchronization's futex, so a `Mutex` taken with `withLock`
  /// looks like a race to it (`make tsan`); `Locking`'s `locked` tells it. A file that holds a
  /// `Mutex` takes none with `withLock` (`NSLock`, which TSan sees, may).
  func testEveryMutexIsTakenThroughLocked() {
    var files = 0
    let found = swiftFiles(in: ["Sources"], leavingOut: ["Sources/Support/Locking/", "Sources/Mirror/AppleModules/os/"])
      .flatMap { path, lines -> [String] in
        guard lines.contains(where: { $0.contains("Mutex") }) else { return [] }
        files += 1
        let strings = Self.insideStrings(lines)
        return lines.enumerated().filter { index, line in
          guard let found = line.range(of: ".withLock") else { return false }
          return Self.isCode(line, before: found.lowerBound, inString: strings[index])
        }.map { "\(path):\($0.offset + 1)" }
      }
    XCTAssertGreaterThan(files, 10, "the files holding a Mutex were found at \(root.path)")
    XCTAssertEqual(found, [], "take a Mutex with `locked` (Sources/Support/Locking), which ThreadSanitizer sees")
  }

}
