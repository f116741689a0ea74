extension MainActor {
  /// Runs main-actor code from synchronous nonisolated code that runs on the main thread:
  /// layout calling user code (a `GeometryReader`'s content, an alignment guide) in a tree
  /// the renderer lays out on the main actor because `ViewNode.runsUserCodeInLayout` says so,
  /// or a command's `run()` called from the program's main thread.
  ///
  /// Traps, as `assumeIsolated` does, when called off the main thread: a tree laid out on a
  /// worker that should not have been is a bug to find, not a data race to have.
  package static func assumingIsolated<T, E: Error>(_ work: @MainActor () throws(E) -> T) throws(E) -> T {
    try withoutActuallyEscaping(work) { (work) throws(E) -> T in
      let work = Unchecked(value: work)
      return try assumeIsolated { Unchecked(value: Result { () throws(E) -> T in try work.value() }) }.value.get()
    }
  }

  /// Calls a main-actor function with `argument` from synchronous nonisolated code on the
  /// main thread (see `assumingIsolated(_:)`); the argument need not be `Sendable`.
  package static func assumingIsolated<Argument, T, E: Error>(
    _ function: @MainActor (Argument) throws(E) -> T, _ argument: Argument
  ) throws(E) -> T {
    try withoutActuallyEscaping(function) { (function) throws(E) -> T in
      let call = Unchecked(value: (function, argument))
      return try assumeIsolated { Unchecked(value: Result { () throws(E) -> T in try call.value.0(call.value.1) }) }.value.get()
    }
  }
}

/// Carries a non-Sendable closure and its result through `assumeIsolated`, which runs on the
/// calling thread.
private struct Unchecked<Value>: @unchecked Sendable {
  // Sendable: `assumeIsolated` runs its closure on the calling thread, so the value never leaves that thread.
  let value: Value
}
