import Foundation

/// The kernel's id of the calling thread (`/proc/thread-self`), to tell threads apart where
/// `Thread.isMainThread` cannot: XCTest may run the main actor's jobs on a thread other than
/// the process's first.
package func currentThreadID() -> String {
  (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "unknown"
}
