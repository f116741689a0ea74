#ifndef THREADSAMPLE_H
#define THREADSAMPLE_H

#include <stddef.h>
#include <stdint.h>

/// A provider thread's record, shared with the thread that waits for it: the thread's kernel
/// id and its stack. Its fields are atomics, read and written only by the functions below.
typedef struct threadsample_slot threadsample_slot;

/// A new, empty slot; free it with `threadsample_slot_free` once neither thread uses it.
threadsample_slot *threadsample_slot_new(void);

void threadsample_slot_free(threadsample_slot *slot);

/// Records the calling thread and its stack in `slot` until `threadsample_leave`, for
/// `threadsample_blocked`.
void threadsample_enter(threadsample_slot *slot);

/// Ends the record `threadsample_enter` made for the calling thread in `slot`.
void threadsample_leave(threadsample_slot *slot);

/// What a recorded thread is blocked in, for naming what it waits for, read without stopping
/// it: the number of the system call it waits in (`/proc/self/task/<id>/syscall`; -1 while it
/// runs) in `*system_call`, and up to `capacity` words of its stack from the stack pointer up
/// in `words`, among them the return addresses of the functions it is in.
///
/// Returns the number of words, 0 while the thread runs, or -1 when it left its record or
/// cannot be read.
int threadsample_blocked(threadsample_slot *slot, long *system_call, uintptr_t *words, int capacity);

/// The name of the exported function or variable that holds `address` (demangled when it is
/// Swift's) in `name`: what the dynamic symbol tables tell, so functions a library keeps to
/// itself have none. Returns 1 when a name was found, 0 otherwise (`name` is then empty).
int threadsample_symbol(uintptr_t address, char *name, size_t name_capacity);

#endif
