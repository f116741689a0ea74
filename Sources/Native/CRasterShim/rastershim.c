#include "rastershim.h"

#include <cairo/cairo.h>
#include <math.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// librsvg's and GLib's few declarations this file uses, as their headers declare them
// (librsvg 2.54, GLib 2.74), so that building needs no pkg-config flags: its `-pthread` is one
// SwiftPM refuses with a warning. The libraries are linked as usual (see Package.swift).
typedef struct _RsvgHandle RsvgHandle;
typedef struct {
  unsigned int domain;
  int code;
  char *message;
} GError;
typedef struct {
  double x, y, width, height;
} RsvgRectangle;
RsvgHandle *rsvg_handle_new_from_data(const unsigned char *data, size_t data_len, GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
void g_object_unref(void *object);
void g_error_free(GError *error);

typedef struct {
  unsigned char *bytes;
  size_t length, capacity;
} buffer;

static void append(png_structp png, png_bytep data, png_size_t length) {
  buffer *out = png_get_io_ptr(png);
  if (out->length + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->length + length) capacity *= 2;
    unsigned char *grown = realloc(out->bytes, capacity);
    if (!grown) png_error(png, "out of memory");
    out->bytes = grown;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->length, data, length);
  out->length += length;
}

static void flush(png_structp png) { (void)png; }

/// Encodes a premultiplied ARGB32 surface as an RGBA PNG. Unfiltered rows at zlib level 6 take
/// about a third of the time of cairo's writer (adaptive filters) and give smaller files for
/// widget drawings, which are mostly flat colour. No time or text chunks: same pixels, same bytes.
static int encode(cairo_surface_t *surface, buffer *out) {
  int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  const unsigned char *pixels = cairo_image_surface_get_data(surface);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  unsigned char *row = malloc((size_t)width * 4);
  if (!png || !info || !row) {
    png_destroy_write_struct(&png, &info);
    free(row);
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    return -1;
  }
  png_set_write_fn(png, out, append, flush);
  png_set_IHDR(
    png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
    PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, 6);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
    for (int x = 0; x < width; x++) {
      uint32_t pixel = source[x];
      unsigned alpha = pixel >> 24, red = (pixel >> 16) & 255, green = (pixel >> 8) & 255, blue = pixel & 255;
      if (alpha != 0 && alpha != 255) {
        red = (red * 255 + alpha / 2) / alpha;
        green = (green * 255 + alpha / 2) / alpha;
        blue = (blue * 255 + alpha / 2) / alpha;
      }
      row[4 * x] = red;
      row[4 * x + 1] = green;
      row[4 * x + 2] = blue;
      row[4 * x + 3] = alpha;
    }
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  return 0;
}

typedef struct {
  const unsigned char *bytes;
  size_t length, offset;
} reader;

static cairo_status_t read_bytes(void *closure, unsigned char *data, unsigned int length) {
  reader *in = closure;
  if (in->offset + length > in->length) return CAIRO_STATUS_READ_ERROR;
  memcpy(data, in->bytes + in->offset, length);
  in->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

int rastershim_svg_to_png(
  const char *svg, size_t length, double scale, unsigned char **png, size_t *png_length, char *message,
  size_t message_size) {
  GError *error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_data((const unsigned char *)svg, length, &error);
  if (!handle) {
    snprintf(message, message_size, "librsvg cannot read the SVG: %s", error ? error->message : "unknown error");
    if (error) g_error_free(error);
    return -1;
  }
  double width = 0, height = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) || !(width > 0) || !(height > 0)) {
    snprintf(message, message_size, "the SVG has no width and height in pixels");
    g_object_unref(handle);
    return -1;
  }
  int pixel_width = (int)ceil(width * scale - 1e-9), pixel_height = (int)ceil(height * scale - 1e-9);
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixel_width, pixel_height);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, scale, scale);
  RsvgRectangle viewport = {0, 0, width, height};
  int status = 0;
  if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
    snprintf(message, message_size, "librsvg cannot draw the SVG: %s", error ? error->message : "unknown error");
    if (error) g_error_free(error);
    status = -1;
  }
  cairo_destroy(cr);
  g_object_unref(handle);
  buffer out = {0};
  if (status == 0) {
    cairo_surface_flush(surface);
    if (encode(surface, &out) != 0) {
      snprintf(message, message_size, "libpng cannot encode the PNG");
      free(out.bytes);
      status = -1;
    } else {
      *png = out.bytes;
      *png_length = out.length;
    }
  }
  cairo_surface_destroy(surface);
  return status;
}

static cairo_surface_t *decode(const unsigned char *png, size_t length) {
  reader in = {png, length, 0};
  cairo_surface_t *surface = cairo_image_surface_create_from_png_stream(read_bytes, &in);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    return NULL;
  }
  return surface;
}

/// `surface` as ARGB32 (a converted copy, the original released, when it is another format), flushed.
static cairo_surface_t *as_argb32(cairo_surface_t *surface) {
  if (cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32) {
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    cairo_surface_t *converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(converted);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    surface = converted;
  }
  cairo_surface_flush(surface);
  return surface;
}

int rastershim_compare_png(
  const unsigned char *old_png, size_t old_length, const unsigned char *new_png, size_t new_length,
  rastershim_comparison *result, char *message, size_t message_size) {
  memset(result, 0, sizeof *result);
  cairo_surface_t *old_surface = decode(old_png, old_length);
  if (!old_surface) {
    snprintf(message, message_size, "the reference PNG cannot be decoded");
    return -1;
  }
  cairo_surface_t *new_surface = decode(new_png, new_length);
  if (!new_surface) {
    cairo_surface_destroy(old_surface);
    snprintf(message, message_size, "the new PNG cannot be decoded");
    return -1;
  }
  // Both as ARGB32, so RGB24 and ARGB32 files compare alike.
  cairo_surface_t *surfaces[2] = {as_argb32(old_surface), as_argb32(new_surface)};
  result->old_width = cairo_image_surface_get_width(surfaces[0]);
  result->old_height = cairo_image_surface_get_height(surfaces[0]);
  result->new_width = cairo_image_surface_get_width(surfaces[1]);
  result->new_height = cairo_image_surface_get_height(surfaces[1]);
  if (result->old_width == result->new_width && result->old_height == result->new_height) {
    const unsigned char *a = cairo_image_surface_get_data(surfaces[0]);
    const unsigned char *b = cairo_image_surface_get_data(surfaces[1]);
    int stride_a = cairo_image_surface_get_stride(surfaces[0]), stride_b = cairo_image_surface_get_stride(surfaces[1]);
    for (int y = 0; y < result->old_height; y++) {
      const unsigned char *row_a = a + (size_t)y * stride_a, *row_b = b + (size_t)y * stride_b;
      for (int x = 0; x < result->old_width; x++) {
        int differs = 0;
        for (int c = 0; c < 4; c++) {
          int d = abs((int)row_a[4 * x + c] - (int)row_b[4 * x + c]);
          if (d) differs = 1;
          if (d > result->max_channel_difference) result->max_channel_difference = d;
        }
        result->differing += differs;
      }
    }
  }
  cairo_surface_destroy(surfaces[0]);
  cairo_surface_destroy(surfaces[1]);
  return 0;
}

int rastershim_png_to_rgba(
  const unsigned char *png, size_t length, unsigned char **rgba, int *width, int *height, char *message,
  size_t message_size) {
  *rgba = NULL;
  *width = *height = 0;
  cairo_surface_t *decoded = decode(png, length);
  if (!decoded) {
    snprintf(message, message_size, "the PNG cannot be decoded");
    return -1;
  }
  cairo_surface_t *surface = as_argb32(decoded);
  int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  const unsigned char *data = cairo_image_surface_get_data(surface);
  unsigned char *out = malloc((size_t)w * (size_t)h * 4 + 1);
  if (!out) {
    cairo_surface_destroy(surface);
    snprintf(message, message_size, "out of memory");
    return -1;
  }
  for (int y = 0; y < h; y++) {
    const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
    for (int x = 0; x < w; x++) {
      uint32_t argb = row[x];
      unsigned a = argb >> 24, channels[3] = {(argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff};
      unsigned char *pixel = out + ((size_t)y * w + x) * 4;
      for (int c = 0; c < 3; c++) pixel[c] = a ? (unsigned char)((channels[c] * 255 + a / 2) / a) : 0;
      pixel[3] = (unsigned char)a;
    }
  }
  cairo_surface_destroy(surface);
  *rgba = out;
  *width = w;
  *height = h;
  return 0;
}

void rastershim_free(void *buffer) { free(buffer); }
