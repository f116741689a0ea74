#if canImport(Glibc)
  import Glibc
#endif

/// A failed system call's `errno`, described as `strerror` does.
package struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
  package var code: Int32

  package init(code: Int32) {
    self.code = code
  }

  /// The calling thread's `errno`, as the last failed call left it.
  package static var current: SystemCallError { SystemCallError(code: errno) }

  package var description: String { String(cString: strerror(code)) }
}
