import Foundation
import GallerySite

/// The `PartProgress` of a build shared by the thread that renders its part 1 and the one that
/// watches its workers: each report is recorded, and what it lets the build tell is told,
/// under one lock.
final class SharedPartProgress: @unchecked Sendable {
  // Sendable: `progress` and `tell` are used only under `lock`.
  private let lock = NSLock()
  private var progress: PartProgress
  private let tell: (SiteProgress) -> Void

  init(_ progress: PartProgress, report: @escaping (SiteProgress) -> Void) {
    self.progress = progress
    self.tell = report
  }

  func record(_ report: WorkerReport, from part: Shard) {
    lock.withLock {
      for step in progress.record(report, from: part) { tell(step) }
    }
  }
}
