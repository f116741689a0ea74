// The few ICU services TextEngine needs, behind plain C types so that Swift never sees the
// system ICU headers (they clash with Foundation's bundled ICU).
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Line-break opportunities (UAX #14 via ubrk UBRK_LINE) in a UTF-16 paragraph.
/// Writes boundary offsets greater than 0 (the last one is `length`) into `out` and returns
/// how many there are, or -1 on an ICU error. At most `capacity` offsets are written.
int32_t cicu_line_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity);

/// Extended grapheme cluster boundaries (ubrk UBRK_CHARACTER); same conventions as
/// `cicu_line_breaks`.
int32_t cicu_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity);

/// Resolves bidi embedding levels (UAX #9 via ubidi) for one paragraph.
/// `base_rtl` selects the paragraph direction. Writes one level per UTF-16 unit into
/// `levels` (capacity `length`) and returns the paragraph level, or -1 on an ICU error.
int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, int32_t base_rtl, uint8_t *levels);

/// Visual order of `count` runs with the given levels (ubidi_reorderVisual).
/// `visual_to_logical[i]` receives the logical index of the run shown at visual position i.
/// Returns 0 on success, -1 on an ICU error.
int32_t cicu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

#ifdef __cplusplus
}
#endif

#endif
