#define _GNU_SOURCE
#include "clocktimers.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

/// Per descriptor below `tracked`: the clock of the timer this program created on it, plus
/// one (0: not known), and the wall-clock deadline it is armed for (0: none). A descriptor
/// beyond the table, or made some other way, is looked up in /proc.
enum { tracked = 4096 };
static _Atomic int timer_clocks[tracked];
static _Atomic int64_t wall_deadlines[tracked];

static const int64_t nanoseconds = 1000000000;

static int64_t to_nanoseconds(struct timespec time) { return (int64_t)time.tv_sec * nanoseconds + time.tv_nsec; }

static struct timespec from_nanoseconds(int64_t value) {
  struct timespec time = {.tv_sec = value / nanoseconds, .tv_nsec = value % nanoseconds};
  return time;
}

/// The clock a timer descriptor runs on, or -1 when that cannot be told.
static int clock_of(int descriptor) {
  if (descriptor >= 0 && descriptor < tracked) {
    int known = atomic_load_explicit(&timer_clocks[descriptor], memory_order_relaxed);
    if (known != 0) return known - 1;
  }
  char path[64];
  snprintf(path, sizeof path, "/proc/self/fdinfo/%d", descriptor);
  int file = open(path, O_RDONLY | O_CLOEXEC);
  if (file < 0) return -1;
  char text[512];
  ssize_t length = read(file, text, sizeof text - 1);
  close(file);
  if (length <= 0) return -1;
  text[length] = '\0';
  const char *line = strstr(text, "clockid:");
  return line == NULL ? -1 : atoi(line + strlen("clockid:"));
}

int timerfd_create(int clock, int flags) {
  int descriptor = (int)syscall(SYS_timerfd_create, clock, flags);
  if (descriptor >= 0 && descriptor < tracked) {
    atomic_store_explicit(&timer_clocks[descriptor], clock + 1, memory_order_relaxed);
    atomic_store_explicit(&wall_deadlines[descriptor], 0, memory_order_relaxed);
  }
  return descriptor;
}

int timerfd_settime(int descriptor, int flags, const struct itimerspec *value, struct itimerspec *old_value) {
  int clock = clock_of(descriptor);
  if ((clock != CLOCK_REALTIME && clock != CLOCK_REALTIME_ALARM) || value == NULL) {
    return (int)syscall(SYS_timerfd_settime, descriptor, flags, value, old_value);
  }
  struct itimerspec armed = *value;
  int64_t deadline = 0;
  if ((flags & TFD_TIMER_ABSTIME) && (value->it_value.tv_sec != 0 || value->it_value.tv_nsec != 0)) {
    struct timespec seen, real;
    clock_gettime(CLOCK_REALTIME, &seen);  // the program's wall clock, faked or not
    syscall(SYS_clock_gettime, CLOCK_REALTIME, &real);  // the kernel's
    int64_t requested = to_nanoseconds(value->it_value);
    int64_t now = to_nanoseconds(seen);
    if (requested > now) deadline = requested;
    int64_t remaining = requested > now ? requested - now : 0;
    armed.it_value = from_nanoseconds(to_nanoseconds(real) + (remaining > 0 ? remaining : 1));
  }
  int result = (int)syscall(SYS_timerfd_settime, descriptor, flags, &armed, old_value);
  if (result == 0 && descriptor >= 0 && descriptor < tracked) {
    atomic_store_explicit(&wall_deadlines[descriptor], deadline, memory_order_relaxed);
  }
  return result;
}

int timerfd_gettime(int descriptor, struct itimerspec *value) {
  return (int)syscall(SYS_timerfd_gettime, descriptor, value);
}

int clocktimers_in_effect(void) { return dlsym(RTLD_DEFAULT, "timerfd_settime") == (void *)timerfd_settime; }

int64_t clocktimers_pending_wall_deadline(void) {
  struct timespec seen;
  clock_gettime(CLOCK_REALTIME, &seen);
  int64_t now = to_nanoseconds(seen), earliest = 0;
  for (int descriptor = 0; descriptor < tracked; descriptor++) {
    int64_t deadline = atomic_load_explicit(&wall_deadlines[descriptor], memory_order_relaxed);
    if (deadline > now && (earliest == 0 || deadline < earliest)) earliest = deadline;
  }
  return earliest;
}
