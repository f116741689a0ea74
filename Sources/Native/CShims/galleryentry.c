#include "galleryentry.h"

#include <stddef.h>

int widget_gallery_run_command(void *request) {
  if (widget_gallery_command_main == NULL) return 0;
  widget_gallery_command_main(request);
  return 1;
}
