#include "coredatasections.h"

extern const char __start_widgetgallery_coredata[] __attribute__((weak));
extern const char __stop_widgetgallery_coredata[] __attribute__((weak));

const void *coredatasections_models_start(void) { return __start_widgetgallery_coredata; }
const void *coredatasections_models_stop(void) { return __stop_widgetgallery_coredata; }
