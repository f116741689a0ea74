import Foundation

/// Runs an `async` operation on the calling thread: the operation's task prefers this
/// executor, whose jobs the calling thread runs until the operation ends.
///
/// The gallery calls an App Intent provider's `async` methods through it on the provider's
/// own thread, which the crash guard watches, as it calls a completion-handler provider
/// there: a crash in the provider is that widget's error, and the cooperative thread pool
/// loses no thread to it. Child tasks (`async let`, task groups) run here too; a `Task { }`
/// the provider starts runs on the pool, as on iOS.
final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
  // Sendable: `jobs` and `finished` are read and written only under `condition`'s lock.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var finished = false

  /// Runs `operation` to its end on this thread (forever, if it never ends).
  static func run(_ operation: @escaping @Sendable () async -> Void) {
    let executor = CallingThreadExecutor()
    Task(executorPreference: executor) {
      await operation()
      executor.finish()
    }
    executor.runJobs()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func finish() {
    condition.lock()
    finished = true
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty && !finished { condition.wait() }
      if jobs.isEmpty {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
