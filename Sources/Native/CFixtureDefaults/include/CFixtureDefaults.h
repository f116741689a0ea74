#ifndef CFIXTUREDEFAULTS_H
#define CFIXTUREDEFAULTS_H

/// Whether this program's `UserDefaults` reads of keys without a value are reported to the
/// fixture layer (1), or not (0, on platforms where Foundation is not the shared library whose
/// `CFPreferencesCopyAppValue` the target replaces).
int widgetgallery_defaults_are_observed(void);

#endif
