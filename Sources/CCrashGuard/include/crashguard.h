#ifndef CRASHGUARD_H
#define CRASHGUARD_H

/// Installs handlers for the signals a crash raises (SIGILL and SIGTRAP from Swift traps such
/// as a force unwrap of nil, SIGSEGV, SIGBUS, SIGFPE, SIGABRT). Idempotent.
///
/// A crash on a thread that called `crashguard_enter` stores the signal number in that
/// thread's slot and parks the thread for good, so the process goes on; a crash on any other
/// thread goes to the handler that was installed before (the Swift backtracer, or the
/// default action), as if none were installed.
void crashguard_install(void);

/// Guards the calling thread until `crashguard_leave`: a crash stores its signal in `*slot`.
/// Gives the thread an alternate signal stack, so a stack overflow is caught too.
void crashguard_enter(volatile int *slot);

/// Ends the guard of the calling thread and frees its alternate signal stack.
void crashguard_leave(void);

/// Reads a slot written by a crashed thread: 0, or the signal number.
int crashguard_read(volatile int *slot);

/// Marks a provider call as in flight until `crashguard_end_call`: a crash on a thread that
/// is neither guarded nor the main thread (a `Task` or dispatch queue the provider started)
/// stores its signal in `*slot` and parks that thread, as a guarded thread's crash does. One
/// call at a time; the slot must outlive the threads that may write it.
void crashguard_begin_call(volatile int *slot);

/// Ends the call `crashguard_begin_call` began; crashes on unguarded threads are fatal again.
void crashguard_end_call(void);

#endif
