#ifndef TESTSTARTUP_H
#define TESTSTARTUP_H

/// GalleryTestSupport's start-up, in Swift (`TestResultRecorder.swift`): run before `main` in
/// every program that links GalleryTestSupport, the test bundle among them.
void gallery_test_startup(void);

#endif
