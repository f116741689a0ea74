#ifndef CLOCKTIMERS_H
#define CLOCKTIMERS_H

#include <stdint.h>

/// Timer descriptors armed by the program itself, so that timers keep real time under
/// libfaketime's stopped wall clock (the gallery's reference clock).
///
/// libfaketime (0.9.10, Debian's) wraps `timerfd_settime` and moves every absolute deadline
/// by the distance between the real and the faked wall clock, whatever clock the timer runs
/// on, and with the clock stopped it keeps moving it by the distance at start. libdispatch and
/// CoreFoundation arm all their timers that way, on `CLOCK_MONOTONIC`: under the reference
/// clock their deadlines lie years ahead, so no `DispatchQueue.asyncAfter`, `Task.sleep`,
/// `Timer` or run loop timeout (`RunLoop.run(mode:before:)`, which XCTest's waits and
/// `Process.waitUntilExit` use) fires until something else wakes the thread, and a wait whose
/// wake-up is missed sleeps for good.
///
/// This library defines `timerfd_create`, `timerfd_settime` and `timerfd_gettime` in the
/// program, where the dynamic linker finds them before a preloaded library, and calls the
/// kernel itself. A monotonic clock's deadline is passed on as it is. A wall clock's absolute
/// deadline (`CLOCK_REALTIME`, `CLOCK_REALTIME_ALARM`) is read on the program's wall clock and
/// armed as far from the kernel's real time as it is from the program's "now": under the
/// stopped clock a wall-clock timer wakes its owner after that interval, again and again, to
/// find its date not yet come, and never spins. Without libfaketime nothing changes.

/// 1 when the program's own definitions are the ones the dynamic linker uses, 0 when another
/// object's come first (the program was linked without exporting them).
int clocktimers_in_effect(void);

/// The earliest wall-clock deadline a timer descriptor is armed for that lies after the
/// program's "now", in nanoseconds since 1970 on the program's clock, or 0 without one. Under
/// the stopped clock such a timer never fires: libdispatch's wall-clock timers
/// (`asyncAfter(wallDeadline:)`, `DispatchSource` timers on `DispatchWallTime`) wait for it.
int64_t clocktimers_pending_wall_deadline(void);

#endif
