#ifndef CGALLERYENTRY_H
#define CGALLERYENTRY_H

// The command line's entry point, defined by GalleryCLI (`@_cdecl`). The reference is weak, so
// WidgetKit links without the command line: a snapshot test never pulls it in, and a program
// that links it (through the WidgetGallery product) finds it here.
void widget_gallery_command_main(void *request) __attribute__((weak));

/// Whether the program links the command line.
static inline int widget_gallery_has_command(void) { return widget_gallery_command_main != 0; }

#endif
