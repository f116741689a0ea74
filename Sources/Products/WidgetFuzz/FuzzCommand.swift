import ArgumentParser
import Foundation
import MirrorCore

/// `widget-fuzz`: draws random view trees with hostile values through the render API and
/// checks that each drawing is quick, small, well-formed, free of NaN and of live content.
package struct FuzzCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "widget-fuzz",
    abstract: "Draw random hostile view trees and check every drawing's time, size and markup.",
    discussion: """
      Each tree is drawn in systemSmall, systemMedium and systemLarge, in an appearance picked \
      by its seed, in a worker process: a crash or a hang costs one seed, not the run. The \
      same seed always makes the same tree; a failing seed is printed with the command that \
      replays it (--show prints the tree as SwiftUI code and draws it in this process). \
      Exit codes: 0 every tree passed; 1 a tree crashed, hung or broke a limit or a rule; 2 bad \
      usage (as widget-gallery).
      """,
    subcommands: [FuzzCommand.Run.self, FuzzCommand.Worker.self], defaultSubcommand: FuzzCommand.Run.self)

  package init() {}

  /// Parses the process's arguments, runs the command and exits (for `widget-fuzz`'s
  /// `main.swift`): what was asked for (`--help`, `--version`, a completion script) goes to
  /// standard output, a failure's message to standard error, and the exit status is
  /// `exitStatus(for:)`'s.
  package static func runFromCommandLine(_ arguments: [String]? = nil) -> Never {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      Foundation.exit(0)
    } catch {
      let status = exitStatus(for: error)
      let message = fullMessage(for: error)
      if status == 0 {
        print(message)
      } else if !message.isEmpty {
        FileHandle.standardError.write(Data((message + "\n").utf8))
      }
      Foundation.exit(status)
    }
  }

  /// The exit status for an error thrown while parsing or running a command, as
  /// `widget-gallery` exits: ArgumentParser's, with bad usage (its 64) as 2.
  package static func exitStatus(for error: any Error) -> Int32 {
    let code = exitCode(for: error)
    return code == .validationFailure ? 2 : code.rawValue
  }

  /// Draws the trees of a range of seeds and prints what they broke.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draw the trees of a range of seeds (the default).")

    @Option(help: "The first seed.") var seed: UInt64 = 1
    @Option(help: "How many trees (seeds from --seed on).") var count = 1000
    @Option(help: "The most CPU seconds one drawing may take.") var maxSeconds = 1.0
    @Option(help: "The most bytes one drawing may write.") var maxBytes = 2_000_000
    @Option(help: "CPU seconds a tree may take in all (every family) before it counts as a hang.") var deadline = 10.0
    @Flag(help: "Print each tree as SwiftUI code and draw it in this process.") var show = false
    @Option(help: "With --show, write each drawing into this folder as <seed>-<family>.svg.", completion: .directory)
    var output: String?

    func run() throws {
      let limits = FuzzCase.Limits(seconds: maxSeconds, bytes: maxBytes)
      if show {
        let failed = MainActor.assumeIsolated { showTrees(limits: limits) }
        if failed { throw ExitCode.failure }
        return
      }
      let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      let run = FuzzRun(firstSeed: seed, count: count, limits: limits, deadline: deadline, program: program)
      let summary = try run.run { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      print(summary.report)
      if !summary.passed { throw ExitCode.failure }
    }

    /// Prints each tree and its drawings (written to `output` when set); true when one failed.
    @MainActor private func showTrees(limits: FuzzCase.Limits) -> Bool {
      var failed = false
      for offset in 0..<UInt64(max(count, 0)) {
        let fuzzCase = FuzzCase(seed: seed &+ offset)
        print("seed \(fuzzCase.seed) (\(fuzzCase.expandedCount) views):\n\(fuzzCase.source)")
        let drawings = fuzzCase.run(limits: limits) { family, svg in
          guard let output else { return }
          let file = URL(fileURLWithPath: output).appendingPathComponent("\(fuzzCase.seed)-\(family.rawValue).svg")
          try? Data(svg.utf8).write(to: file)
        }
        for drawing in drawings {
          print(
            "  \(drawing.family.rawValue): \(String(format: "%.3f", drawing.seconds)) s, \(drawing.bytes) bytes"
              + (drawing.problems.isEmpty ? "" : ": " + drawing.problems.joined(separator: "; ")))
          failed = failed || !drawing.problems.isEmpty
        }
      }
      return failed
    }
  }

  /// Draws trees and reports each on standard output as it starts and ends (the parent's protocol).
  struct Worker: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw trees and report each as it starts and ends (used by widget-fuzz itself).", shouldDisplay: false)

    @Option var seed: UInt64
    @Option var count: Int
    @Option var maxSeconds: Double
    @Option var maxBytes: Int

    func run() throws {
      let limits = FuzzCase.Limits(seconds: maxSeconds, bytes: maxBytes)
      for offset in 0..<UInt64(max(count, 0)) {
        let fuzzCase = FuzzCase(seed: seed &+ offset)
        Self.say("begin\t\(fuzzCase.seed)")
        for drawing in MainActor.assumeIsolated({ fuzzCase.run(limits: limits) }) { Self.say(drawing.line) }
        Self.say("end\t\(fuzzCase.seed)")
      }
    }

    /// Writes a line to standard output at once (not buffered), so the parent sees where a crash happened.
    static func say(_ line: String) {
      FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
  }
}
