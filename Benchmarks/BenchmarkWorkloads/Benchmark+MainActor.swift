import Benchmark

extension Benchmark {
  /// Measures `body` on the main actor, where the gallery evaluates and lays out widgets.
  ///
  /// `prepare` runs first, unmeasured, and its result is passed to each of the scaled
  /// iterations of `body`, with the iteration's index and the benchmark (for its custom
  /// measurements and errors).
  package func measureOnMainActor<State>(
    prepare: @escaping @MainActor () throws -> State, _ body: @escaping @MainActor (State, Int, Benchmark) throws -> Void
  ) async throws {
    nonisolated(unsafe) let benchmark = self
    try await MainActor.run {
      let state = try prepare()
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations { try body(state, iteration, benchmark) }
      benchmark.stopMeasurement()
    }
  }

  /// Measures `body` on the main actor, for each of the scaled iterations.
  package func measureOnMainActor(_ body: @escaping @MainActor (Int, Benchmark) throws -> Void) async throws {
    try await measureOnMainActor(prepare: {}, { _, iteration, benchmark in try body(iteration, benchmark) })
  }
}
