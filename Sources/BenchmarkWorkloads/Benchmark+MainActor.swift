import Benchmark

extension Benchmark {
  /// Measures `body` on the main actor, where the gallery evaluates and lays out widgets.
  ///
  /// `prepare` runs first, unmeasured, and its result is passed to each of the scaled
  /// iterations of `body` (with the iteration's index).
  package func measureOnMainActor<State>(
    prepare: @escaping @MainActor () throws -> State, _ body: @escaping @MainActor (State, Int) throws -> Void
  ) async throws {
    nonisolated(unsafe) let benchmark = self
    nonisolated(unsafe) let prepare = prepare
    nonisolated(unsafe) let body = body
    try await MainActor.run {
      let state = try prepare()
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations { try body(state, iteration) }
      benchmark.stopMeasurement()
    }
  }

  /// Measures `body` on the main actor, for each of the scaled iterations.
  package func measureOnMainActor(_ body: @escaping @MainActor (Int) throws -> Void) async throws {
    try await measureOnMainActor(prepare: {}, { _, iteration in try body(iteration) })
  }
}
