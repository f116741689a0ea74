// HarfBuzz (shaping, OpenType metrics) and FreeType (glyph outlines) for the TextEngine module.
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

#endif
