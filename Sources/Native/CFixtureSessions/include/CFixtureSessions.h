#ifndef CFIXTURESESSIONS_H
#define CFIXTURESESSIONS_H

/// Whether this program's `URLSession` initializers are the fixture layer's (1) or
/// FoundationNetworking's own (0, on platforms where the layer does not replace them).
int widgetgallery_sessions_are_intercepted(void);

#endif
