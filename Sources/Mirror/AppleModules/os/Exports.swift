// `import os`: the unified logging API (`Logger`, `OSLog`, `os_log`, `OSSignposter`), written to
// standard error, the locks (`os_unfair_lock`, `OSAllocatedUnfairLock`), and the few Darwin
// calls that packages guarded by `#if canImport(os)` make (`_dyld_image_count`…): dependencies
// of a widget program that test `canImport(os)` see this module and take their Darwin branch,
// so it must hold what those branches use. It is Swift alone: a C module here would be a
// module those packages' builds cannot find.
//
// On Apple's platforms `import os` brings Darwin; here it brings Glibc, its counterpart.
@_exported import Glibc
