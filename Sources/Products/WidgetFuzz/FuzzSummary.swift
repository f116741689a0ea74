import Foundation
import MirrorCore

/// What a fuzz run found: crashes, hangs, broken promises by kind, and the slowest and
/// largest drawings, with the command that replays each failing seed.
package struct FuzzSummary {
  package var firstSeed: UInt64
  package var count: Int
  package var limits: FuzzCase.Limits
  package var deadline: Double
  package var trees = 0
  package var drawings = 0
  /// Drawings of trees too big to draw, drawn as error cards.
  package var errorCards = 0
  package var crashes: [Failure] = []
  package var hangs: [Failure] = []
  /// Seeds whose drawings broke a promise (limits, well-formedness, numbers, live content).
  package var broken: [Failure] = []
  package var slowest: (seed: UInt64, drawing: FuzzCase.Drawing)?
  package var largest: (seed: UInt64, drawing: FuzzCase.Drawing)?
  /// Drawings per kind of problem (`over 1.0 s`, `malformed`, `NaN or bad number`, `live`, …).
  package var problemCounts: [String: Int] = [:]

  package struct Failure {
    package var seed: UInt64
    package var what: String
  }

  package init(firstSeed: UInt64, count: Int, limits: FuzzCase.Limits, deadline: Double) {
    self.firstSeed = firstSeed
    self.count = count
    self.limits = limits
    self.deadline = deadline
  }

  /// Whether every tree was drawn within the limits without a problem.
  package var passed: Bool { crashes.isEmpty && hangs.isEmpty && broken.isEmpty }

  mutating func record(seed: UInt64, drawings: [FuzzCase.Drawing]) {
    trees += 1
    self.drawings += drawings.count
    var problems: [String] = []
    for drawing in drawings {
      if drawing.isErrorCard { errorCards += 1 }
      if slowest.map({ drawing.seconds > $0.drawing.seconds }) ?? true { slowest = (seed, drawing) }
      if largest.map({ drawing.bytes > $0.drawing.bytes }) ?? true { largest = (seed, drawing) }
      for problem in drawing.problems {
        let kind = problem.split(separator: ":").first.map(String.init) ?? problem
        problemCounts[kind, default: 0] += 1
        problems.append("\(drawing.family.rawValue): \(problem)")
      }
    }
    if !problems.isEmpty { broken.append(Failure(seed: seed, what: problems.prefix(3).joined(separator: "; "))) }
  }

  /// The command that draws `seed` again and prints its tree.
  package static func replay(_ seed: UInt64) -> String { "widget-fuzz --seed \(seed) --count 1 --show" }

  /// The report, one fact a line.
  package var report: String {
    var lines = [
      "widget-fuzz: \(trees) trees from seed \(firstSeed), \(drawings) drawings (\(FuzzCase.families.count) families each)"
    ]
    lines.append("crashes: \(crashes.count)")
    lines.append(
      "hangs (more than \(deadline) CPU seconds on a tree, or no result within \(deadline * FuzzRun.wallClockFactor) s): \(hangs.count)"
    )
    if let slowest {
      lines.append(
        "slowest: \(String(format: "%.3f", slowest.drawing.seconds)) s (seed \(slowest.seed), \(slowest.drawing.family.rawValue))"
      )
    }
    if let largest {
      lines.append("largest: \(largest.drawing.bytes) bytes (seed \(largest.seed), \(largest.drawing.family.rawValue))")
    }
    lines.append("error cards (too big to draw): \(errorCards)")
    let kinds = problemCounts.keys.sorted().map { "\($0): \(problemCounts[$0]!)" }
    lines.append("drawings breaking a limit or a rule: \(kinds.isEmpty ? "none" : kinds.joined(separator: ", "))")
    let failures = crashes + hangs + broken
    if !failures.isEmpty {
      lines.append("failing seeds (\(failures.count)):")
      for failure in failures.sorted(by: { $0.seed < $1.seed }).prefix(50) {
        lines.append("  seed \(failure.seed): \(failure.what)")
        lines.append("    replay: \(Self.replay(failure.seed))")
      }
    }
    lines.append(passed ? "result: passed" : "result: FAILED")
    return lines.joined(separator: "\n")
  }
}
