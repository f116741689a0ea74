// `import OSLog`: Apple's OSLog framework re-exports os, so `Logger`, `OSLogMessage`,
// `OSSignposter` and `os_log` come with it.
@_exported import os
