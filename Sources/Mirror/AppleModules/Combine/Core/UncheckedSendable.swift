/// A value handed to another thread where the compiler cannot prove that safe.
///
/// Combine's contract makes it safe where this is used: an action given to a scheduler runs on
/// the scheduler's thread (once, or at each tick of a repeating schedule) and the caller does not
/// touch it after handing it over, and the subscriptions and subjects an action reaches guard
/// their state with locks. Each use says which of these it relies on.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // Sendable: it carries a value across a scheduler hop to the one closure that uses it; the sender keeps no
  // reference it uses afterwards.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
