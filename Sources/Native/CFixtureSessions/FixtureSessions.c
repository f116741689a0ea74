// Every URLSession a widget program makes answers from the app-data fixtures.
//
// swift-corelibs-foundation gives each `URLSessionConfiguration.default` (and `.ephemeral`)
// its own HTTP protocol ahead of any registered `URLProtocol`, and nothing in
// FoundationNetworking is `dynamic`, so a session made with `URLSession(configuration:)` would
// reach the network. FoundationNetworking is a shared library; this program's own code calls
// its session initializers through their exported symbols. Defining those symbols here makes
// the program's calls land in these functions (a definition in the program wins over the
// shared library's), which put the fixture protocol first in the configuration and call
// FoundationNetworking's initializer, found with dlsym(RTLD_NEXT). The functions use Swift's
// calling convention: the metatype travels in the self register (`swift_context` lowers to
// LLVM's `swiftself`) and every argument is handed on unchanged, with its ownership.
//
// An optimised build may allocate the session itself and call the initializing entry point
// (`fc`, the instance in the self register) instead of the allocating one (`fC`), so both are
// defined here.
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "CFixtureSessions.h"

#define SWIFTCC __attribute__((swiftcall))
#define SWIFTSELF __attribute__((swift_context))

// Implemented in GalleryFixtures (FixtureURLs.swift).
extern void widgetgallery_prepare_session_configuration(void *configuration);

// URLSession.__allocating_init(configuration:delegate:delegateQueue:); the optional delegate
// is a class existential: object and witness table.
#define INIT_DELEGATE                                                                          \
  "$s20FoundationNetworking10URLSessionC13configuration8delegate0E5QueueAcA0C13ConfigurationC_" \
  "AA0C8Delegate_pSg0A009OperationF0CSgtcfC"
// URLSession.__allocating_init(configuration:)
#define INIT_CONFIGURATION "$s20FoundationNetworking10URLSessionC13configurationAcA0C13ConfigurationC_tcfC"
// The initializing entry points of the same two initializers.
#define INSTANCE_INIT_DELEGATE                                                                 \
  "$s20FoundationNetworking10URLSessionC13configuration8delegate0E5QueueAcA0C13ConfigurationC_" \
  "AA0C8Delegate_pSg0A009OperationF0CSgtcfc"
#define INSTANCE_INIT_CONFIGURATION "$s20FoundationNetworking10URLSessionC13configurationAcA0C13ConfigurationC_tcfc"

typedef void *(*init_delegate_fn)(void *, void *, void *, void *, SWIFTSELF void *) SWIFTCC;
typedef void *(*init_configuration_fn)(void *, SWIFTSELF void *) SWIFTCC;

static void *original(const char *symbol) {
  void *function = dlsym(RTLD_NEXT, symbol);
  if (function == NULL) {
    fprintf(stderr, "WidgetGallery: FoundationNetworking has no %s: %s\n", symbol, dlerror());
    abort();
  }
  return function;
}

SWIFTCC void *widgetgallery_init_delegate(void *configuration, void *delegate, void *witnesses, void *queue,
                                          SWIFTSELF void *type) __asm__(INIT_DELEGATE);
SWIFTCC void *widgetgallery_init_delegate(void *configuration, void *delegate, void *witnesses, void *queue,
                                          SWIFTSELF void *type) {
  static init_delegate_fn function;
  if (function == NULL) function = (init_delegate_fn)original(INIT_DELEGATE);
  widgetgallery_prepare_session_configuration(configuration);
  return function(configuration, delegate, witnesses, queue, type);
}

SWIFTCC void *widgetgallery_init_configuration(void *configuration, SWIFTSELF void *type) __asm__(INIT_CONFIGURATION);
SWIFTCC void *widgetgallery_init_configuration(void *configuration, SWIFTSELF void *type) {
  static init_configuration_fn function;
  if (function == NULL) function = (init_configuration_fn)original(INIT_CONFIGURATION);
  widgetgallery_prepare_session_configuration(configuration);
  return function(configuration, type);
}

SWIFTCC void *widgetgallery_instance_init_delegate(void *configuration, void *delegate, void *witnesses, void *queue,
                                                   SWIFTSELF void *session) __asm__(INSTANCE_INIT_DELEGATE);
SWIFTCC void *widgetgallery_instance_init_delegate(void *configuration, void *delegate, void *witnesses, void *queue,
                                                   SWIFTSELF void *session) {
  static init_delegate_fn function;
  if (function == NULL) function = (init_delegate_fn)original(INSTANCE_INIT_DELEGATE);
  widgetgallery_prepare_session_configuration(configuration);
  return function(configuration, delegate, witnesses, queue, session);
}

SWIFTCC void *widgetgallery_instance_init_configuration(void *configuration, SWIFTSELF void *session)
    __asm__(INSTANCE_INIT_CONFIGURATION);
SWIFTCC void *widgetgallery_instance_init_configuration(void *configuration, SWIFTSELF void *session) {
  static init_configuration_fn function;
  if (function == NULL) function = (init_configuration_fn)original(INSTANCE_INIT_CONFIGURATION);
  widgetgallery_prepare_session_configuration(configuration);
  return function(configuration, session);
}

int widgetgallery_sessions_are_intercepted(void) { return 1; }
#else
#include "CFixtureSessions.h"
int widgetgallery_sessions_are_intercepted(void) { return 0; }
#endif
