#ifndef PDFSHIM_H
#define PDFSHIM_H

#include <stddef.h>

// poppler and cairo behind a function of our own, so Swift sees neither GLib nor cairo. The
// libraries are opened on the first call (dlopen), so programs that never draw a PDF neither
// link nor load them.

/// Draws the first page of `length` bytes of PDF through cairo's SVG surface: the page's
/// content only (no annotations), in PDF points with the origin at the top left. Returns 0,
/// the page's width and height in points and an SVG document to release with `pdfshim_free`
/// in `svg` / `svg_length`; on failure (poppler, cairo or GLib missing included) returns -1
/// and a NUL-terminated reason (at most `message_size` bytes) in `message`.
int pdfshim_first_page_to_svg(
  const unsigned char *pdf, size_t length, double *width, double *height, char **svg, size_t *svg_length,
  char *message, size_t message_size);

void pdfshim_free(void *buffer);

/// Opens the shared library `soname`, which Debian's `package` holds, for good; on failure
/// returns NULL and a reason naming the library and the package in `message`.
void *pdfshim_open_library(const char *soname, const char *package, char *message, size_t message_size);

#endif
