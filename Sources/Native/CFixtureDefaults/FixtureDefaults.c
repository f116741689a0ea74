// Tells the fixture layer which UserDefaults keys a widget read and found no value for.
//
// swift-corelibs-foundation's `UserDefaults.object(forKey:)` (which every typed getter calls)
// asks CoreFoundation's `CFPreferencesCopyAppValue` for the key in the suite. Foundation is a
// shared library that calls it through its exported symbol, and a program that defines the
// symbol (the linker exports it, as a library in the link defines it too) gets those calls:
// this definition asks Foundation's own (found with dlsym(RTLD_NEXT)) and, when it has no
// value, hands the suite and the key to GalleryFixtures.
#include "CFixtureDefaults.h"

#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>


typedef const void *cf_type;
typedef cf_type (*copy_app_value_fn)(cf_type key, cf_type application);

// CoreFoundation's, exported by Foundation.
extern unsigned char CFStringGetCString(cf_type string, char *buffer, long size, unsigned int encoding);
#define UTF8_ENCODING 0x08000100u

// Implemented in GalleryFixtures (DefaultsKeys.swift).
extern void widgetgallery_defaults_key_missing(const char *suite, const char *key);

cf_type CFPreferencesCopyAppValue(cf_type key, cf_type application) {
  static copy_app_value_fn original;
  if (original == NULL) {
    original = (copy_app_value_fn)dlsym(RTLD_NEXT, "CFPreferencesCopyAppValue");
    if (original == NULL) {
      fprintf(stderr, "WidgetGallery: Foundation has no CFPreferencesCopyAppValue: %s\n", dlerror());
      abort();
    }
  }
  cf_type value = original(key, application);
  if (value == NULL && key != NULL && application != NULL) {
    char suite[512], name[512];
    if (CFStringGetCString(application, suite, sizeof suite, UTF8_ENCODING) &&
        CFStringGetCString(key, name, sizeof name, UTF8_ENCODING)) {
      widgetgallery_defaults_key_missing(suite, name);
    }
  }
  return value;
}

int widgetgallery_defaults_are_observed(void) { return 1; }
#else
int widgetgallery_defaults_are_observed(void) { return 0; }
#endif
