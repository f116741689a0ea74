#define _GNU_SOURCE
#include "threadsample.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

/// Swift's runtime: demangles a symbol into `outputBuffer`, or returns NULL for a name that is
/// not Swift's.
extern char *swift_demangle(
  const char *mangledName, size_t mangledNameLength, char *outputBuffer, size_t *outputBufferSize, uint32_t flags);

struct threadsample_slot {
  /// The thread's kernel id while it is recorded, 0 once it left its record.
  _Atomic int thread;
  /// The thread's stack: its lowest address and the address past its top.
  _Atomic uintptr_t stack_low, stack_high;
};

threadsample_slot *threadsample_slot_new(void) { return calloc(1, sizeof(threadsample_slot)); }

void threadsample_slot_free(threadsample_slot *slot) { free(slot); }

void threadsample_enter(threadsample_slot *slot) {
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
    void *address = NULL;
    size_t size = 0;
    if (pthread_attr_getstack(&attributes, &address, &size) == 0) {
      atomic_store(&slot->stack_low, (uintptr_t)address);
      atomic_store(&slot->stack_high, (uintptr_t)address + size);
    }
    pthread_attr_destroy(&attributes);
  }
  atomic_store(&slot->thread, (int)syscall(SYS_gettid));
}

void threadsample_leave(threadsample_slot *slot) { atomic_store(&slot->thread, 0); }

// MARK: What a recorded thread waits for

int threadsample_blocked(threadsample_slot *slot, long *system_call, uintptr_t *words, int capacity) {
  *system_call = -1;
  int thread = atomic_load(&slot->thread);
  if (thread == 0) return -1;
  char path[64];
  snprintf(path, sizeof path, "/proc/self/task/%d/syscall", thread);
  int file = open(path, O_RDONLY | O_CLOEXEC);
  if (file < 0) return -1;
  char text[256];
  ssize_t length = read(file, text, sizeof text - 1);
  close(file);
  if (length <= 0) return -1;
  text[length] = '\0';
  // "running", or the call's number, its six arguments, the stack pointer and the program counter.
  if (strncmp(text, "running", 7) == 0) return 0;
  unsigned long fields[9];
  char *cursor = text;
  for (int index = 0; index < 9; index++) {
    char *end = NULL;
    fields[index] = strtoul(cursor, &end, 0);
    if (end == cursor) return -1;
    cursor = end;
  }
  *system_call = (long)fields[0];
  uintptr_t stack = fields[7], low = atomic_load(&slot->stack_low), high = atomic_load(&slot->stack_high);
  if (stack < low || stack >= high || capacity <= 0) return 0;
  size_t available = (high - stack) / sizeof(uintptr_t);
  size_t count = available < (size_t)capacity ? available : (size_t)capacity;
  // The thread may run on and even end while its stack is read: process_vm_readv fails
  // instead of faulting on memory that is gone.
  struct iovec local = {.iov_base = words, .iov_len = count * sizeof(uintptr_t)};
  struct iovec remote = {.iov_base = (void *)stack, .iov_len = count * sizeof(uintptr_t)};
  ssize_t copied = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
  return copied < 0 ? 0 : (int)(copied / (ssize_t)sizeof(uintptr_t));
}

int threadsample_symbol(uintptr_t address, char *name, size_t name_capacity) {
  if (name_capacity == 0) return 0;
  name[0] = '\0';
  Dl_info info;
  if (dladdr((void *)address, &info) == 0 || info.dli_sname == NULL) return 0;
  size_t size = name_capacity;
  if (swift_demangle(info.dli_sname, strlen(info.dli_sname), name, &size, 0) == NULL) {
    strncpy(name, info.dli_sname, name_capacity - 1);
  }
  name[name_capacity - 1] = '\0';
  return 1;
}
