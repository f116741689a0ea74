import ArgumentParser
import Foundation
import WidgetFuzz
import XCTest
import XMLTree

/// The fuzz target: its trees are reproducible, its checks catch what they look for, a crash
/// or a hang costs one seed, and a short run of the real `widget-fuzz` passes.
final class WidgetFuzzTests: XCTestCase {
  /// `widget-fuzz`, which `swift build` builds beside the test bundle.
  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("widget-fuzz")
  }

  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testTheSameSeedMakesTheSameTree() {
    XCTAssertEqual(FuzzCase(seed: 42).source, FuzzCase(seed: 42).source)
    XCTAssertNotEqual(FuzzCase(seed: 42).source, FuzzCase(seed: 43).source)
    let sources = Set((1...50).map { FuzzCase(seed: $0).source })
    XCTAssertEqual(sources.count, 50)
  }

  func testTheTreesHoldTheHostileValuesTheyAreFor() {
    let sources = (1...300).map { FuzzCase(seed: $0).source }.joined()
    for needle in [
      ".nan", ".infinity", "ForEach(0..<60)", "GeometryReader", "\\u{202E}", "<script>", "javascript:", "…(3000 scalars)",
    ] {
      XCTAssertTrue(sources.contains(needle), needle)
    }
    XCTAssertTrue((1...300).contains { FuzzCase(seed: $0).expandedCount > 3_000 }, "some trees expand to thousands of views")
  }

  func testTheAuditFindsScriptsLiveLinksAndBadNumbers() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" onload="x()" width="NaN" viewBox="0 0 inf 1e5">
      <script>alert(1)</script><a href=" JavaScript:alert(1)"><rect x="-0" y="1.50"/></a>
      <image href="data:image/png;base64,AAAA"/><a href="app://ok"><rect x="1.5" y="-2"/></a>
      </svg>
      """
    let root = try XMLTreeParser.parse(svg)
    let numbers = SVGAudit.numberProblems(in: root)
    XCTAssertEqual(numbers, ["svg width=NaN", "svg viewBox=0 0 inf 1e5", "rect x=-0", "rect y=1.50"])
    let live = SVGAudit.liveContentProblems(in: root)
    XCTAssertEqual(live, ["svg onload", "<script>", "a href= JavaScript:alert(1)"])
    let clean = try XMLTreeParser.parse(#"<svg xmlns="http://www.w3.org/2000/svg" width="12.5"><rect x="0"/></svg>"#)
    XCTAssertEqual(SVGAudit.numberProblems(in: clean) + SVGAudit.liveContentProblems(in: clean), [])
  }

  /// A worker that crashes on seed 3 and hangs on seed 5: both are reported with the command
  /// that replays them, and the run goes on to the last seed.
  func testACrashOrAHangCostsOneSeed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let worker = folder.appendingPathComponent("worker.sh")
    try """
    #!/bin/sh
    seed=$3; left=$5
    while [ "$left" -gt 0 ]; do
      printf 'begin\\t%s\\n' "$seed"
      [ "$seed" = 3 ] && kill -SEGV $$
      [ "$seed" = 5 ] && while :; do :; done
      printf 'drawing\\tsystemSmall\\t0.5\\t100\\tdrawn\\n'
      printf 'end\\t%s\\n' "$seed"
      seed=$((seed + 1)); left=$((left - 1))
    done
    """.write(to: worker, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: worker.path)

    let run = FuzzRun(firstSeed: 1, count: 6, limits: FuzzCase.Limits(), deadline: 1, program: worker)
    let summary = try run.run()
    XCTAssertEqual(summary.trees, 6)
    XCTAssertEqual(summary.crashes.map(\.seed), [3])
    XCTAssertEqual(summary.hangs.map(\.seed), [5])
    XCTAssertFalse(summary.passed)
    XCTAssertTrue(summary.report.contains("replay: widget-fuzz --seed 3 --count 1 --show"), summary.report)
    XCTAssertTrue(summary.report.contains("replay: widget-fuzz --seed 5 --count 1 --show"), summary.report)
    XCTAssertTrue(summary.report.contains("crash: signal 11"), summary.report)
  }

  /// The short run of `make test`: every tree drawn within the limits, well-formed, without
  /// NaN or live content. Debug builds are several times slower than the release builds the
  /// 1 s limit is for, so this run allows 5 s a drawing.
  func testAShortRunPasses() throws {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      return XCTFail("\(program.path) is missing: `swift build --product widget-fuzz` first")
    }
    let result = try run(["--seed", "1", "--count", "25", "--max-seconds", "5", "--deadline", "60"])
    XCTAssertTrue(result.output.contains("crashes: 0"), result.output)
    XCTAssertTrue(result.output.contains("result: passed"), result.output)
    XCTAssertEqual(result.status, 0, result.output)
  }

  /// A failing seed is printed with the command that replays it, and the run fails.
  func testAFailingSeedPrintsHowToReplayIt() throws {
    let result = try run(["--seed", "7", "--count", "1", "--max-bytes", "100", "--deadline", "60"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.output.contains("seed 7: systemSmall: over 100 bytes"), result.output)
    XCTAssertTrue(result.output.contains("replay: widget-fuzz --seed 7 --count 1 --show"), result.output)
  }

  /// Bad usage exits 2, as `widget-gallery` exits, not ArgumentParser's 64; help and the
  /// completion scripts are output, and `--output` completes as a folder.
  func testBadUsageExitsTwoAsWidgetGalleryDoes() throws {
    XCTAssertEqual(try run(["--count", "many"]).status, 2)
    XCTAssertEqual(try run(["--no-such-option"]).status, 2)
    XCTAssertEqual(FuzzCommand.exitStatus(for: ValidationError("bad")), 2)
    XCTAssertEqual(FuzzCommand.exitStatus(for: ExitCode.failure), 1)
    let help = try run(["run", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.contains("--max-seconds"), help.output)
    let bash = try run(["--generate-completion-script", "bash"])
    XCTAssertEqual(bash.status, 0)
    XCTAssertTrue(bash.output.contains("--output"), bash.output)
    let zsh = try run(["--generate-completion-script", "zsh"])
    XCTAssertTrue(zsh.output.contains("'--output[") && zsh.output.contains(":output:_files -/'"), zsh.output)
  }
}
