#include "teststartup.h"

/// Calls the Swift start-up before XCTest's `main` runs a test, so its observers see them all.
__attribute__((constructor)) static void start(void) { gallery_test_startup(); }
