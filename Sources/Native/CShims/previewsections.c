#include "previewsections.h"

extern const char __start_widgetgallery_previews[] __attribute__((weak));
extern const char __stop_widgetgallery_previews[] __attribute__((weak));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak));

const void *previewsections_records_start(void) { return __start_widgetgallery_previews; }
const void *previewsections_records_stop(void) { return __stop_widgetgallery_previews; }
const void *previewsections_conformances_start(void) { return __start_swift5_protocol_conformances; }
const void *previewsections_conformances_stop(void) { return __stop_swift5_protocol_conformances; }
