#ifndef PREVIEWSECTIONS_H
#define PREVIEWSECTIONS_H

// The bounds of two sections of the program's own image, from the linker's __start_/__stop_
// symbols: the `#Preview` records the macros emit, and Swift's protocol conformance records.
// NULL when the program has no such section. Library targets are linked statically into the
// executable (or test runner), so this image holds every module's records.

const void *previewsections_records_start(void);
const void *previewsections_records_stop(void);
const void *previewsections_conformances_start(void);
const void *previewsections_conformances_stop(void);

#endif
