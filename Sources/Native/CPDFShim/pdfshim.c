#include "pdfshim.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few GLib, poppler and cairo declarations the drawing needs, as their headers (GLib 2,
// poppler-glib 8, cairo 1) declare them; the functions are looked up when first needed.

typedef struct _GBytes GBytes;
typedef struct _GError {
  unsigned int domain;
  int code;
  char *message;
} GError;
typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef int cairo_status_t;
typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);

enum {
  CAIRO_STATUS_SUCCESS = 0,
  CAIRO_STATUS_WRITE_ERROR = 11,
  CAIRO_SVG_VERSION_1_2 = 1,
  POPPLER_PRINT_DOCUMENT = 0,
};

static struct {
  GBytes *(*g_bytes_new)(const void *data, size_t size);
  void (*g_bytes_unref)(GBytes *bytes);
  void (*g_error_free)(GError *error);
  void (*g_object_unref)(void *object);
  PopplerDocument *(*poppler_document_new_from_bytes)(GBytes *bytes, const char *password, GError **error);
  int (*poppler_document_get_n_pages)(PopplerDocument *document);
  PopplerPage *(*poppler_document_get_page)(PopplerDocument *document, int index);
  void (*poppler_page_get_size)(PopplerPage *page, double *width, double *height);
  void (*poppler_page_render_for_printing_with_options)(PopplerPage *page, cairo_t *cairo, int options);
  cairo_surface_t *(*cairo_svg_surface_create_for_stream)(
    cairo_write_func_t write, void *closure, double width, double height);
  void (*cairo_svg_surface_restrict_to_version)(cairo_surface_t *surface, int version);
  cairo_t *(*cairo_create)(cairo_surface_t *target);
  cairo_status_t (*cairo_status)(cairo_t *cr);
  void (*cairo_destroy)(cairo_t *cr);
  void (*cairo_surface_finish)(cairo_surface_t *surface);
  cairo_status_t (*cairo_surface_status)(cairo_surface_t *surface);
  void (*cairo_surface_destroy)(cairo_surface_t *surface);
  const char *(*cairo_status_to_string)(cairo_status_t status);
} api;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static char load_error[512];

void *pdfshim_open_library(const char *soname, const char *package, char *message, size_t message_size) {
  void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (!handle && message && message_size > 0) {
    const char *reason = dlerror();
    snprintf(
      message, message_size, "PDF images need %s (Debian package %s), which cannot be loaded: %s", soname, package,
      reason ? reason : "unknown error");
  }
  return handle;
}

/// Looks `name` up in `handle` into `*slot`; on failure records why and returns 0.
static int bind_symbol(void *handle, const char *soname, const char *name, void *slot) {
  void *symbol = dlsym(handle, name);
  if (!symbol) {
    snprintf(load_error, sizeof load_error, "%s has no function %s: not the version PDF images need", soname, name);
    return 0;
  }
  memcpy(slot, &symbol, sizeof symbol);
  return 1;
}

#define BIND(handle, soname, name) bind_symbol(handle, soname, #name, &api.name)

static void load(void) {
  static const char *const glib = "libglib-2.0.so.0", *const gobject = "libgobject-2.0.so.0",
                           *const cairo = "libcairo.so.2", *const poppler = "libpoppler-glib.so.8";
  void *g = pdfshim_open_library(glib, "libglib2.0-0", load_error, sizeof load_error);
  if (!g) return;
  void *o = pdfshim_open_library(gobject, "libglib2.0-0", load_error, sizeof load_error);
  if (!o) return;
  void *c = pdfshim_open_library(cairo, "libcairo2", load_error, sizeof load_error);
  if (!c) return;
  void *p = pdfshim_open_library(poppler, "libpoppler-glib8", load_error, sizeof load_error);
  if (!p) return;
  if (!(BIND(g, glib, g_bytes_new) && BIND(g, glib, g_bytes_unref) && BIND(g, glib, g_error_free)
        && BIND(o, gobject, g_object_unref) && BIND(p, poppler, poppler_document_new_from_bytes)
        && BIND(p, poppler, poppler_document_get_n_pages) && BIND(p, poppler, poppler_document_get_page)
        && BIND(p, poppler, poppler_page_get_size) && BIND(p, poppler, poppler_page_render_for_printing_with_options)
        && BIND(c, cairo, cairo_svg_surface_create_for_stream) && BIND(c, cairo, cairo_svg_surface_restrict_to_version)
        && BIND(c, cairo, cairo_create) && BIND(c, cairo, cairo_status) && BIND(c, cairo, cairo_destroy)
        && BIND(c, cairo, cairo_surface_finish) && BIND(c, cairo, cairo_surface_status)
        && BIND(c, cairo, cairo_surface_destroy) && BIND(c, cairo, cairo_status_to_string)))
    return;
  load_error[0] = 0;
}

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
  pthread_once(&loaded, load);
  if (load_error[0]) return fail(message, message_size, load_error);
  GBytes *bytes = api.g_bytes_new(pdf, length);
  GError *error = NULL;
  PopplerDocument *document = api.poppler_document_new_from_bytes(bytes, NULL, &error);
  api.g_bytes_unref(bytes);
  if (!document) {
    int result = fail(message, message_size, error && error->message ? error->message : "not a PDF document");
    if (error) api.g_error_free(error);
    return result;
  }
  if (api.poppler_document_get_n_pages(document) < 1) {
    api.g_object_unref(document);
    return fail(message, message_size, "the PDF document has no page");
  }
  PopplerPage *page = api.poppler_document_get_page(document, 0);
  if (!page) {
    api.g_object_unref(document);
    return fail(message, message_size, "the PDF document's first page cannot be read");
  }
  double w = 0, h = 0;
  api.poppler_page_get_size(page, &w, &h);
  if (!(isfinite(w) && isfinite(h) && w > 0 && h > 0)) {
    api.g_object_unref(page);
    api.g_object_unref(document);
    return fail(message, message_size, "the PDF page has no area");
  }
  buffer out = {0};
  cairo_surface_t *surface = api.cairo_svg_surface_create_for_stream(append, &out, w, h);
  api.cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_2);
  cairo_t *cr = api.cairo_create(surface);
  api.poppler_page_render_for_printing_with_options(page, cr, POPPLER_PRINT_DOCUMENT);
  cairo_status_t status = api.cairo_status(cr);
  api.cairo_destroy(cr);
  api.cairo_surface_finish(surface);
  if (status == CAIRO_STATUS_SUCCESS) status = api.cairo_surface_status(surface);
  api.cairo_surface_destroy(surface);
  api.g_object_unref(page);
  api.g_object_unref(document);
  if (status != CAIRO_STATUS_SUCCESS || out.failed || !out.bytes) {
    free(out.bytes);
    return fail(message, message_size, out.failed ? "out of memory" : api.cairo_status_to_string(status));
  }
  *width = w;
  *height = h;
  *svg = out.bytes;
  *svg_length = out.length;
  return 0;
}

void pdfshim_free(void *buffer) { free(buffer); }
