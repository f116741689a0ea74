// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (Apple's C names.)

import Glibc

// The functions are emitted into the code that calls them: packages such as
// swift-argument-parser call them from a `#if canImport(os)` branch without declaring a
// dependency on this module, so a program that links them may not link this module's code.

/// A lock, as os's `os_unfair_lock`: a glibc mutex, which is unlocked when all zeros as
/// `OS_UNFAIR_LOCK_INIT` is, so `os_unfair_lock()` makes an unlocked one (and code that
/// destroys it as a pthread mutex, as swift-argument-parser's does, may).
public typealias os_unfair_lock = pthread_mutex_t

/// A pointer to a lock, as the C functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
  pthread_mutex_lock(lock)
}

@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
  pthread_mutex_trylock(lock) == 0
}

@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
  pthread_mutex_unlock(lock)
}

/// A glibc mutex does not record its owner, so the ownership assertions check nothing.
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}

@_alwaysEmitIntoClient
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
