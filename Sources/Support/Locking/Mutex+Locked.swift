import Synchronization

extension Mutex where Value: ~Copyable {
  /// `withLock`, as ThreadSanitizer sees it: our code takes its locks with this.
  ///
  /// Synchronization's `Mutex` waits on a futex of its own, which TSan does not see, so every
  /// value a `Mutex` guards looks raced to it (`make tsan`). This tells TSan that the lock was
  /// acquired and is released (`__tsan_acquire`, `__tsan_release`), and nothing else: outside
  /// a TSan build those calls do nothing.
  package borrowing func locked<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    try withLock { (value: inout sending Value) throws(E) -> sending Result in
      let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
      threadSanitizerAcquired(address)
      defer { threadSanitizerReleasing(address) }
      return try body(&value)
    }
  }
}

/// CShims' ThreadSanitizer functions, called by their C names: this module links the C target but
/// does not import it, so no module that imports this one (the Apple-named modules do) needs
/// the C target's module map.
@_silgen_name("threadsanitizer_acquired")
private func threadSanitizerAcquired(_ lock: UnsafeRawPointer)

@_silgen_name("threadsanitizer_releasing")
private func threadSanitizerReleasing(_ lock: UnsafeRawPointer)
