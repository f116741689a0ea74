#ifndef CRASHGUARD_H
#define CRASHGUARD_H

#include <stddef.h>
#include <stdint.h>

/// A guarded thread's record, shared with the thread that waits for it: the signal that
/// crashed the thread, the thread's kernel id and its stack. Its fields are atomics, read and
/// written only by the functions below.
typedef struct crashguard_slot crashguard_slot;

/// A new, empty slot; free it with `crashguard_slot_free` once neither thread uses it.
crashguard_slot *crashguard_slot_new(void);

void crashguard_slot_free(crashguard_slot *slot);

/// Forgets the crash a slot recorded, for a slot used again (a call's, one per process).
void crashguard_slot_clear(crashguard_slot *slot);

/// Installs handlers for the signals a crash raises (SIGILL and SIGTRAP from Swift traps such
/// as a force unwrap of nil, SIGSEGV, SIGBUS, SIGFPE, SIGABRT). Idempotent.
///
/// A crash on a thread that called `crashguard_enter` stores the signal number in that
/// thread's slot and parks the thread for good, so the process goes on; a crash on any other
/// thread goes to the handler that was installed before (the Swift backtracer, or the
/// default action), as if none were installed.
void crashguard_install(void);

/// Guards the calling thread until `crashguard_leave`: a crash stores its signal in
/// `slot->signal`. Gives the thread an alternate signal stack, so a stack overflow is caught
/// too, and records the thread and its stack in `slot` for `crashguard_blocked`.
void crashguard_enter(crashguard_slot *slot);

/// Ends the guard of the calling thread and frees its alternate signal stack.
void crashguard_leave(void);

/// Reads a slot written by a crashed thread: 0, or the signal number.
int crashguard_read(crashguard_slot *slot);

/// Marks a provider call as in flight until `crashguard_end_call`: a crash on a thread that
/// is neither guarded nor the main thread (a `Task` or dispatch queue the provider started)
/// stores its signal in `slot` and parks that thread, as a guarded thread's crash does. One
/// call at a time; the slot must outlive the threads that may write it.
void crashguard_begin_call(crashguard_slot *slot);

/// Ends the call `crashguard_begin_call` began; crashes on unguarded threads are fatal again.
void crashguard_end_call(void);

/// What a guarded thread is blocked in, for naming what it waits for, read without stopping
/// it: the number of the system call it waits in (`/proc/self/task/<id>/syscall`; -1 while it
/// runs) in `*system_call`, and up to `capacity` words of its stack from the stack pointer up
/// in `words`, among them the return addresses of the functions it is in.
///
/// Returns the number of words, 0 while the thread runs, or -1 when it left its guard,
/// crashed, or cannot be read.
int crashguard_blocked(crashguard_slot *slot, long *system_call, uintptr_t *words, int capacity);

/// The name of the exported function or variable that holds `address` (demangled when it is
/// Swift's) in `name`: what the dynamic symbol tables tell, so functions a library keeps to
/// itself have none. Returns 1 when a name was found, 0 otherwise (`name` is then empty).
int crashguard_symbol(uintptr_t address, char *name, size_t name_capacity);

#endif
