#define _GNU_SOURCE
#include "crashguard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static const int guarded_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define SIGNAL_COUNT (sizeof(guarded_signals) / sizeof(guarded_signals[0]))

static struct sigaction previous[SIGNAL_COUNT];
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static __thread volatile int *thread_slot;
static __thread void *thread_stack;
static const size_t stack_size = 256 * 1024;
// The provider call in flight: while it is set, a crash on any thread but the main thread
// (a task or queue the provider started) is that call's.
static volatile int *_Atomic call_slot;

static int signal_index(int sig) {
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    if (guarded_signals[i] == sig) return (int)i;
  }
  return -1;
}

static int is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

static void handler(int sig, siginfo_t *info, void *context) {
  volatile int *slot = thread_slot;
  if (slot == NULL && !is_main_thread()) slot = atomic_load(&call_slot);
  if (slot != NULL) {
    *slot = sig;
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

void crashguard_enter(volatile int *slot) {
  crashguard_install();
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
  thread_slot = NULL;
  if (thread_stack != NULL) {
    stack_t disable = {.ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE};
    sigaltstack(&disable, NULL);
    free(thread_stack);
    thread_stack = NULL;
  }
}

int crashguard_read(volatile int *slot) { return *slot; }

void crashguard_begin_call(volatile int *slot) {
  crashguard_install();
  atomic_store(&call_slot, slot);
}

void crashguard_end_call(void) { atomic_store(&call_slot, NULL); }
