import Combine
import XCTest

/// One row of the operator table: an operator applied to a `TestUpstream`, and what it does
/// when that upstream finishes or fails. `OperatorContractTests` runs the same four checks
/// (demand, cancellation, completion, failure) on every row.
struct OperatorCase: Sendable {
  /// How the operator ends when its upstream ends.
  enum Outcome: Equatable {
    case finishes
    case fails
    /// The check does not apply; the reason says why (an operator that traps on failure).
    case notApplicable(String)
  }

  /// What the operator is built from: the upstream the harness drives, and a virtual clock the
  /// harness advances a second after every step.
  struct Context {
    let upstream = TestUpstream()
    let scheduler = TestScheduler()
  }

  /// The operator's name as Apple spells the method, with what sets it apart from its siblings.
  let name: String
  var whenUpstreamFinishes = Outcome.finishes
  var whenUpstreamFails = Outcome.fails
  let make: @Sendable (Context) -> any Publisher

  init(
    _ name: String, finishes: Outcome = .finishes, fails: Outcome = .fails, _ make: @escaping @Sendable (Context) -> any Publisher
  ) {
    self.name = name
    whenUpstreamFinishes = finishes
    whenUpstreamFails = fails
    self.make = make
  }
}

extension OperatorCase {
  /// A new context, the operator built on it, and a subscriber that asks for `initial` values.
  func start(initial: Subscribers.Demand) -> (Context, Probe) {
    let context = Context()
    let probe = Probe(make(context), initial: initial)
    context.scheduler.advance(by: .seconds(1))
    return (context, probe)
  }

  /// Downstream asks for 1 value, then 2 more: it never receives more than it asked for, while the
  /// upstream sends every value the operator asks for.
  func checkDemand(file: StaticString = #filePath, line: UInt = #line) {
    let (context, probe) = start(initial: .max(1))
    step(context) { for value in 1...20 { context.upstream.send(value) } }
    XCTAssertLessThanOrEqual(probe.values, 1, "\(name): more values than the 1 asked for", file: file, line: line)
    probe.request(.max(2))
    step(context) { for value in 21...40 { context.upstream.send(value) } }
    XCTAssertLessThanOrEqual(probe.values, 3, "\(name): more values than the 3 asked for", file: file, line: line)
    step(context) { context.upstream.send(completion: .finished) }
    XCTAssertLessThanOrEqual(probe.values, 3, "\(name): more values than the 3 asked for", file: file, line: line)
  }

  /// Cancelling downstream's subscription cancels the upstream's, and nothing arrives after it:
  /// not a value the operator kept or scheduled, not a completion.
  func checkCancellation(file: StaticString = #filePath, line: UInt = #line) {
    let (context, probe) = start(initial: .unlimited)
    step(context) { context.upstream.send(1) }
    let (values, completions) = (probe.values, probe.completions)
    step(context) { probe.cancel() }
    XCTAssertFalse(context.upstream.subscriptions.isEmpty, "\(name): never subscribed to its upstream", file: file, line: line)
    XCTAssertFalse(context.upstream.isLive, "\(name): the upstream was not cancelled", file: file, line: line)
    step(context) {
      context.upstream.send(2)
      context.upstream.send(completion: .finished)
    }
    XCTAssertEqual(probe.values, values, "\(name): a value after the cancellation", file: file, line: line)
    XCTAssertEqual(probe.completions, completions, "\(name): a completion after the cancellation", file: file, line: line)
  }

  /// The upstream's values and then its end: one completion, as the row says, and nothing after.
  func checkCompletion(file: StaticString = #filePath, line: UInt = #line) {
    check(whenUpstreamFinishes, file: file, line: line) { context in
      for value in 1...3 {
        context.upstream.send(value)
      }
      context.upstream.send(completion: .finished)
    }
  }

  /// The upstream fails at once (each time the operator subscribes, up to 5 times, for `retry`):
  /// one completion, as the row says, and nothing after.
  func checkFailure(file: StaticString = #filePath, line: UInt = #line) {
    check(whenUpstreamFails, file: file, line: line) { context in
      for _ in 1...5 where context.upstream.isLive {
        context.upstream.send(completion: .failure(TestError(code: 9)))
      }
    }
  }

  private func check(_ outcome: Outcome, file: StaticString, line: UInt, _ end: @escaping (Context) -> Void) {
    let expected: String
    switch outcome {
    case .finishes: expected = "finished"
    case .fails: expected = "failure"
    case .notApplicable: return
    }
    let (context, probe) = start(initial: .unlimited)
    step(context) { end(context) }
    XCTAssertEqual(probe.completions, [expected], "\(name): not one completion as expected", file: file, line: line)
    step(context) {
      context.upstream.send(4)
      context.upstream.send(completion: .finished)
    }
    XCTAssertEqual(probe.lateEvents, 0, "\(name): events after the completion", file: file, line: line)
  }

  /// Runs `action`, then lets a second of virtual time pass.
  private func step(_ context: Context, _ action: () -> Void) {
    action()
    context.scheduler.advance(by: .seconds(1))
  }
}
