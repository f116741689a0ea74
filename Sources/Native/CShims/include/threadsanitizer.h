#ifndef THREADSANITIZER_H
#define THREADSANITIZER_H

/// Tells ThreadSanitizer that the lock at `lock` was acquired: what the thread that last
/// released it did happens before what follows. Does nothing outside a TSan build (the
/// runtime's `__tsan_acquire` is linked weakly).
void threadsanitizer_acquired(const void *lock);

/// Tells ThreadSanitizer that the lock at `lock` is about to be released (`__tsan_release`).
void threadsanitizer_releasing(const void *lock);

#endif
