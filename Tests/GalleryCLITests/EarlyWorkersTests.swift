import Foundation
import GallerySite
import XCTest

@testable import GalleryCLI
@testable import ParallelBuild

/// Workers started before the build re-executes itself are handed over in the environment,
/// their channels kept open across `exec` and closed again at the next once taken; a value
/// that names anything but this process's own workers is ignored.
final class EarlyWorkersTests: XCTestCase {
  private var folder: URL!
  private var pool: WorkerPool!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("early-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    pool = WorkerPool(folder: folder, deadline: 60, exitDeadline: 5)
    unsetenv(EarlyWorkers.variable)
  }

  override func tearDownWithError() throws {
    unsetenv(EarlyWorkers.variable)
    try? FileManager.default.removeItem(at: folder)
  }

  /// A worker that waits for its go and exits without one.
  private func waitingWorker() throws -> WorkerPool.Started {
    try pool.start(
      WorkerPool.Worker(
        part: Shard(index: 2, count: 2), executable: "/bin/sh", arguments: ["sh", "-c", "read -r word <&3; exit 0"],
        environment: ["PATH": "/usr/bin:/bin"]))
  }

  private func closesOnExec(_ descriptor: Int32) -> Bool {
    fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
  }

  func testHandedOverWorkersAreTakenOnceWithTheirChannelsClosedAtTheNextExec() throws {
    let worker = try waitingWorker()
    defer { pool.dismiss([worker]) }
    XCTAssertTrue(closesOnExec(worker.channel))
    let early = EarlyWorkers(folder: folder.path, workers: [worker])
    early.handOver()
    XCTAssertNotNil(getenv(EarlyWorkers.variable))
    XCTAssertFalse(closesOnExec(worker.channel), "kept open across the exec that follows")

    XCTAssertEqual(EarlyWorkers.take(), early)
    XCTAssertNil(getenv(EarlyWorkers.variable), "the build's own children do not see it")
    XCTAssertTrue(closesOnExec(worker.channel))
    XCTAssertNil(EarlyWorkers.take())
  }

  func testAnExecThatDidNotHappenIsTakenBack() throws {
    let worker = try waitingWorker()
    defer { pool.dismiss([worker]) }
    let early = EarlyWorkers(folder: folder.path, workers: [worker])
    early.handOver()
    early.takeBack()
    XCTAssertNil(getenv(EarlyWorkers.variable))
    XCTAssertTrue(closesOnExec(worker.channel))
  }

  func testAValueThatNamesAnythingButThisProcesssWorkersIsIgnored() throws {
    let worker = try waitingWorker()
    defer { pool.dismiss([worker]) }
    let file = open(folder.appendingPathComponent("file").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    defer { close(file) }
    for (name, workers) in [
      ("not a socket", [WorkerPool.Started(part: worker.part, pid: worker.pid, channel: file)]),
      ("a closed descriptor", [WorkerPool.Started(part: worker.part, pid: worker.pid, channel: 999)]),
      ("not a child", [WorkerPool.Started(part: worker.part, pid: getppid(), channel: worker.channel)]),
      ("no workers", []),
    ] {
      setenv(
        EarlyWorkers.variable,
        String(decoding: try JSONEncoder().encode(EarlyWorkers(folder: folder.path, workers: workers)), as: UTF8.self), 1)
      XCTAssertNil(EarlyWorkers.take(), name)
      XCTAssertNil(getenv(EarlyWorkers.variable), name)
    }
    setenv(EarlyWorkers.variable, "{not json", 1)
    XCTAssertNil(EarlyWorkers.take())
    XCTAssertTrue(closesOnExec(file), "nothing it named was touched")
  }
}
