#ifndef RASTERSHIM_H
#define RASTERSHIM_H

#include <stddef.h>

// librsvg, cairo and libpng behind functions of our own, so Swift sees neither GLib nor cairo.

/// Draws `length` bytes of SVG at `scale` pixels per user unit into a PNG. The canvas is the
/// document's `width` × `height` times `scale`, rounded up, transparent where nothing is drawn.
/// Returns 0 and a buffer to release with `rastershim_free` in `png` / `png_length`; on failure
/// returns -1 and a NUL-terminated reason (at most `message_size` bytes) in `message`.
int rastershim_svg_to_png(
  const char *svg, size_t length, double scale, unsigned char **png, size_t *png_length, char *message,
  size_t message_size);

/// How two PNG images differ pixel by pixel.
typedef struct {
  int old_width, old_height, new_width, new_height;
  /// Pixels whose premultiplied ARGB values differ (0 when the sizes differ).
  long differing;
  /// The largest difference of one channel over all pixels, 0–255.
  int max_channel_difference;
} rastershim_comparison;

/// Decodes two PNGs and compares them. Returns 0, or -1 when one cannot be decoded (with the
/// reason in `message`).
int rastershim_compare_png(
  const unsigned char *old_png, size_t old_length, const unsigned char *new_png, size_t new_length,
  rastershim_comparison *result, char *message, size_t message_size);

/// Decodes a PNG into straight (not premultiplied) RGBA, 4 bytes a pixel, rows top to bottom.
/// Returns 0 and a buffer to release with `rastershim_free` in `rgba`; on failure -1 and the
/// reason in `message`.
int rastershim_png_to_rgba(
  const unsigned char *png, size_t length, unsigned char **rgba, int *width, int *height, char *message,
  size_t message_size);

void rastershim_free(void *buffer);

#endif
