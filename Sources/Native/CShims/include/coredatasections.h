#ifndef COREDATASECTIONS_H
#define COREDATASECTIONS_H

// The bounds of the program's `widgetgallery_coredata` section, from the linker's
// __start_/__stop_ symbols: the records of the Core Data models the CoreDataModelClasses
// plugin generated. NULL when the program has none.

const void *coredatasections_models_start(void);
const void *coredatasections_models_stop(void);

#endif
