// The site benchmarks run their own executable as the gallery command (GalleryProgram in
// BenchmarkWorkloads). That must happen on the process's main thread, as in any widget program,
// before package-benchmark's asynchronous main parks it: providers deliver on the main queue and
// the gallery waits for them there. So a constructor starts the command, before main, when the
// environment asks for it; otherwise it returns at once.
#include <stdlib.h>

#include "CBenchmarkGallery.h"

// Implemented in BenchmarkWorkloads (GalleryProgram.swift); exits the process.
extern void widgetgallery_benchmark_gallery_main(void);

__attribute__((constructor)) static void widgetgallery_benchmark_gallery_entry(void) {
  if (getenv("WIDGETGALLERY_BENCHMARK_GALLERY") != NULL) widgetgallery_benchmark_gallery_main();
}
