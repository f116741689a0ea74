#ifndef CGALLERYENTRY_H
#define CGALLERYENTRY_H

// The command line's entry point, defined by GalleryCLI (`@_cdecl`). The reference is weak, so
// WidgetKit links without the command line: a snapshot test never pulls it in, and a program
// that links it (through the WidgetGallery product) finds it here.
void widget_gallery_command_main(void *request) __attribute__((weak));

/// Runs the command line with `request` when the program links it (it never returns then);
/// returns 0 when it does not. WidgetKit calls it by this name without importing this module.
int widget_gallery_run_command(void *request);

#endif
