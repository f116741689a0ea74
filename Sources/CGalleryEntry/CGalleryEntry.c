#include "CGalleryEntry.h"
