#include "pdfshim.h"

#include <cairo-svg.h>
#include <cairo.h>
#include <math.h>
#include <poppler.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *bytes;
  size_t length, capacity;
  int failed;
} buffer;

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
  buffer *out = closure;
  if (out->length + length + 1 > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 16384;
    while (capacity < out->length + length + 1) capacity *= 2;
    char *grown = realloc(out->bytes, capacity);
    if (!grown) {
      out->failed = 1;
      return CAIRO_STATUS_WRITE_ERROR;
    }
    out->bytes = grown;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->length, data, length);
  out->length += length;
  out->bytes[out->length] = 0;
  return CAIRO_STATUS_SUCCESS;
}

static int fail(char *message, size_t message_size, const char *reason) {
  if (message && message_size > 0) snprintf(message, message_size, "%s", reason);
  return -1;
}

int pdfshim_first_page_to_svg(
  const unsigned char *pdf, size_t length, double *width, double *height, char **svg, size_t *svg_length,
  char *message, size_t message_size) {
  GBytes *bytes = g_bytes_new(pdf, length);
  GError *error = NULL;
  PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, &error);
  g_bytes_unref(bytes);
  if (!document) {
    int result = fail(message, message_size, error && error->message ? error->message : "not a PDF document");
    if (error) g_error_free(error);
    return result;
  }
  if (poppler_document_get_n_pages(document) < 1) {
    g_object_unref(document);
    return fail(message, message_size, "the PDF document has no page");
  }
  PopplerPage *page = poppler_document_get_page(document, 0);
  if (!page) {
    g_object_unref(document);
    return fail(message, message_size, "the PDF document's first page cannot be read");
  }
  double w = 0, h = 0;
  poppler_page_get_size(page, &w, &h);
  if (!(isfinite(w) && isfinite(h) && w > 0 && h > 0)) {
    g_object_unref(page);
    g_object_unref(document);
    return fail(message, message_size, "the PDF page has no area");
  }
  buffer out = {0};
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream(append, &out, w, h);
  cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_2);
  cairo_t *cr = cairo_create(surface);
  poppler_page_render_for_printing_with_options(page, cr, POPPLER_PRINT_DOCUMENT);
  cairo_status_t status = cairo_status(cr);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  g_object_unref(page);
  g_object_unref(document);
  if (status != CAIRO_STATUS_SUCCESS || out.failed || !out.bytes) {
    free(out.bytes);
    return fail(message, message_size, out.failed ? "out of memory" : cairo_status_to_string(status));
  }
  *width = w;
  *height = h;
  *svg = out.bytes;
  *svg_length = out.length;
  return 0;
}

void pdfshim_free(void *buffer) { free(buffer); }
