#include "CExampleClock.h"

long example_clock_seconds(void) { return 1767225600; }
