#include "CICUShim.h"

#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/utypes.h>
#include <pthread.h>

// Opening a break iterator looks up locale resources every time; cloning a template made
// once is several times cheaper. Cloning a const template is thread-safe in ICU.
static UBreakIterator *line_template = NULL;
static UBreakIterator *character_template = NULL;
static pthread_once_t templates_once = PTHREAD_ONCE_INIT;

static void make_templates(void) {
  UErrorCode status = U_ZERO_ERROR;
  line_template = ubrk_open(UBRK_LINE, "en", NULL, 0, &status);
  if (U_FAILURE(status)) line_template = NULL;
  status = U_ZERO_ERROR;
  character_template = ubrk_open(UBRK_CHARACTER, "en", NULL, 0, &status);
  if (U_FAILURE(status)) character_template = NULL;
}

static int32_t boundaries(UBreakIteratorType type, const uint16_t *text, int32_t length,
                          int32_t *out, int32_t capacity) {
  if (length <= 0) return 0;
  pthread_once(&templates_once, make_templates);
  const UBreakIterator *template = type == UBRK_LINE ? line_template : character_template;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *it = template != NULL ? ubrk_clone(template, &status)
                                        : ubrk_open(type, "en", NULL, 0, &status);
  if (U_FAILURE(status) || it == NULL) return -1;
  ubrk_setText(it, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) {
    ubrk_close(it);
    return -1;
  }
  int32_t count = 0;
  for (int32_t pos = ubrk_first(it); pos != UBRK_DONE; pos = ubrk_next(it)) {
    if (pos <= 0) continue;
    if (count < capacity) out[count] = pos;
    count++;
  }
  ubrk_close(it);
  return count < capacity ? count : capacity;
}

int32_t cicu_line_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity) {
  return boundaries(UBRK_LINE, text, length, out, capacity);
}

int32_t cicu_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity) {
  return boundaries(UBRK_CHARACTER, text, length, out, capacity);
}

int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, int32_t base_rtl, uint8_t *levels) {
  UBiDiLevel base = base_rtl ? 1 : 0;
  if (length <= 0) return base;
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status) || bidi == NULL) return -1;
  ubidi_setPara(bidi, (const UChar *)text, length, base, NULL, &status);
  if (U_FAILURE(status)) {
    ubidi_close(bidi);
    return -1;
  }
  const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
  if (U_FAILURE(status) || resolved == NULL) {
    ubidi_close(bidi);
    return -1;
  }
  for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
  int32_t paragraph = ubidi_getParaLevel(bidi);
  ubidi_close(bidi);
  return paragraph;
}

int32_t cicu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
  if (count <= 0) return 0;
  ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
  return 0;
}
