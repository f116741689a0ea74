// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (Apple's C names.)

#if canImport(Glibc)
  @_exported import Glibc

  /// The lock `os` offers C and Swift code alike; here a `pthread_mutex_t`, which a zeroed
  /// value initializes, as `os_unfair_lock()` does. Packages that lock with it when
  /// `canImport(os)` (swift-argument-parser does) compile against the gallery's `os` too; the
  /// functions are emitted into their callers, so such a package links without this module.
  public typealias os_unfair_lock = pthread_mutex_t
  public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

  @_alwaysEmitIntoClient
  public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
  }

  @_alwaysEmitIntoClient
  public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
  }

  /// Takes the lock if no one holds it; true when it did.
  @_alwaysEmitIntoClient
  public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
  }
#endif
