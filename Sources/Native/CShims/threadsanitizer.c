#include "threadsanitizer.h"

// ThreadSanitizer's runtime, present only in a program built with -sanitize=thread.
extern void __tsan_acquire(void *address) __attribute__((weak));
extern void __tsan_release(void *address) __attribute__((weak));

void threadsanitizer_acquired(const void *lock) {
  if (__tsan_acquire) __tsan_acquire((void *)lock);
}

void threadsanitizer_releasing(const void *lock) {
  if (__tsan_release) __tsan_release((void *)lock);
}
