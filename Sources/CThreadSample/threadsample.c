#define _GNU_SOURCE
#include "crashguard.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
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

struct crashguard_slot {
  /// 0, or the number of the signal that crashed the thread.
  _Atomic int signal;
  /// The thread's kernel id while it is guarded, 0 once it left its guard.
  _Atomic int thread;
  /// The thread's stack: its lowest address and the address past its top.
  _Atomic uintptr_t stack_low, stack_high;
};

crashguard_slot *crashguard_slot_new(void) { return calloc(1, sizeof(crashguard_slot)); }

void crashguard_slot_free(crashguard_slot *slot) { free(slot); }

void crashguard_slot_clear(crashguard_slot *slot) { atomic_store(&slot->signal, 0); }

static const int guarded_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define SIGNAL_COUNT (sizeof(guarded_signals) / sizeof(guarded_signals[0]))

static struct sigaction previous[SIGNAL_COUNT];
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static __thread crashguard_slot *thread_slot;
static __thread void *thread_stack;
static const size_t stack_size = 256 * 1024;
// The provider call in flight: while it is set, a crash on any thread but the main thread
// (a task or queue the provider started) is that call's.
static crashguard_slot *_Atomic call_slot;

static int signal_index(int sig) {
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    if (guarded_signals[i] == sig) return (int)i;
  }
  return -1;
}

static int is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

static void handler(int sig, siginfo_t *info, void *context) {
  crashguard_slot *slot = thread_slot;
  if (slot == NULL && !is_main_thread()) slot = atomic_load(&call_slot);
  if (slot != NULL) {
    atomic_store(&slot->signal, sig);
    for (;;) pause();
  }
  // Not a guarded thread: put the earlier handler back. A fault re-executes the faulting
  // instruction and reaches it; abort() raises SIGABRT again itself.
  int index = signal_index(sig);
  if (index >= 0) sigaction(sig, &previous[index], NULL);
  if (info != NULL && info->si_code <= 0) raise(sig);
  (void)context;
}

static void install_once(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = handler;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    sigaction(guarded_signals[i], &action, &previous[i]);
  }
}

void crashguard_install(void) { pthread_once(&installed, install_once); }

void crashguard_enter(crashguard_slot *slot) {
  crashguard_install();
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
  if (thread_stack == NULL) {
    thread_stack = malloc(stack_size);
    if (thread_stack != NULL) {
      stack_t stack = {.ss_sp = thread_stack, .ss_size = stack_size, .ss_flags = 0};
      sigaltstack(&stack, NULL);
    }
  }
  thread_slot = slot;
}

void crashguard_leave(void) {
  if (thread_slot != NULL) atomic_store(&thread_slot->thread, 0);
  thread_slot = NULL;
  if (thread_stack != NULL) {
    stack_t disable = {.ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE};
    sigaltstack(&disable, NULL);
    free(thread_stack);
    thread_stack = NULL;
  }
}

int crashguard_read(crashguard_slot *slot) { return atomic_load(&slot->signal); }

void crashguard_begin_call(crashguard_slot *slot) {
  crashguard_install();
  atomic_store(&call_slot, slot);
}

void crashguard_end_call(void) { atomic_store(&call_slot, NULL); }

// MARK: What a guarded thread waits for

int crashguard_blocked(crashguard_slot *slot, long *system_call, uintptr_t *words, int capacity) {
  *system_call = -1;
  int thread = atomic_load(&slot->thread);
  if (thread == 0 || atomic_load(&slot->signal) != 0) return -1;
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

int crashguard_symbol(uintptr_t address, char *name, size_t name_capacity) {
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
