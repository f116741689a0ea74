import Foundation
import GalleryFormats
import Synchronization

/// The previews of a build with `--jobs`, claimed a few at a time by the processes that
/// render it, so that they all end together however fast each one runs.
///
/// Every widget family of the build has a slot (`SiteRenderer` numbers them the same way in
/// every process): how many of its previews have been claimed, and how many it has once a
/// process has run its provider. A process that comes to a family takes the next run of its
/// previews (`claim(slot:of:)`, within `runLengths`), renders them, and takes more until none
/// are left; a process that comes to a family whose previews are all taken skips it,
/// provider and all.
///
/// The slots live in a file every process maps (`MAP_SHARED`), updated with atomic
/// operations: the build makes the file (`init(creating:slots:parts:)`) before it starts its
/// workers, and each worker opens it (`init(opening:slots:parts:)`). Without a file
/// (`init(slots:parts:)`), the claims are those of parts rendered one after another in one
/// process.
package final class PreviewClaims: @unchecked Sendable {
  // Sendable: the slots are only read and written with atomic operations.

  /// The fewest and the most previews claimed at a time. A process claims a share of what
  /// is left of a family (its `1 / (2 * parts)`) within these bounds: long runs while much is
  /// left, as a run of neighbouring entries is evaluated faster and draws alike more often,
  /// and short ones at the end, so that the processes end within a few previews of one
  /// another.
  package static let runLengths = 8...256

  /// The processes that share the claims.
  package let parts: Int

  /// Two atomic integers a slot: the previews claimed, and the previews the family has plus
  /// one (0 until a process has published it).
  private let counters: UnsafeMutablePointer<Atomic<Int>>
  private let mapped: Int
  package let slots: Int

  /// Slots of shared memory in a new file (which must not exist), all at zero.
  ///
  /// - Throws: `SiteError.unwritable` naming `file`.
  package convenience init(creating file: URL, slots: Int, parts: Int) throws {
    try self.init(file: file, slots: slots, parts: parts, flags: O_RDWR | O_CREAT | O_EXCL)
  }

  /// The slots of a file `init(creating:slots:parts:)` made.
  ///
  /// - Throws: `SiteError.notAShard` naming `file` when it cannot be mapped or holds
  ///   another number of slots.
  package convenience init(opening file: URL, slots: Int, parts: Int) throws {
    try self.init(file: file, slots: slots, parts: parts, flags: O_RDWR)
  }

  /// Slots in this process's own memory, all at zero.
  package init(slots: Int, parts: Int) {
    self.slots = slots
    self.parts = parts
    mapped = Self.size(slots: slots)
    counters = UnsafeMutablePointer<Atomic<Int>>(OpaquePointer(Self.map(descriptor: -1, size: mapped)!))
  }

  private init(file: URL, slots: Int, parts: Int, flags: Int32) throws {
    let creating = flags & O_CREAT != 0
    let size = Self.size(slots: slots)
    let descriptor = open(file.path, flags | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Self.error(file: file, creating: creating, SystemCallError.current) }
    defer { close(descriptor) }
    var status = stat()
    if creating {
      guard ftruncate(descriptor, off_t(size)) == 0 else { throw Self.error(file: file, creating: true, SystemCallError.current) }
    } else if fstat(descriptor, &status) != 0 || Int(status.st_size) != size {
      throw SiteError.notAShard(path: file.path, reason: "it does not hold the claims of \(slots) widget families")
    }
    guard let memory = Self.map(descriptor: descriptor, size: size) else {
      throw Self.error(file: file, creating: creating, SystemCallError.current)
    }
    self.slots = slots
    self.parts = parts
    mapped = size
    counters = UnsafeMutablePointer<Atomic<Int>>(OpaquePointer(memory))
  }

  deinit {
    munmap(UnsafeMutableRawPointer(counters), mapped)
  }

  /// The next run of previews of `slot`'s family, which has `count` in all, for this process
  /// to render; nil once every one is claimed.
  package func claim(slot: Int, of count: Int) -> Range<Int>? {
    precondition((0..<slots).contains(slot), "slot \(slot) of \(slots)")
    counters[2 * slot + 1].store(count + 1, ordering: .relaxed)
    let left = count - counters[2 * slot].load(ordering: .relaxed)
    guard left > 0 else { return nil }
    let length = min(max(left / (2 * parts), Self.runLengths.lowerBound), Self.runLengths.upperBound)
    let start = counters[2 * slot].wrappingAdd(length, ordering: .relaxed).oldValue
    guard start < count else { return nil }
    return start..<min(start + length, count)
  }

  /// Whether every preview of `slot`'s family is claimed: a process has run its provider
  /// and the processes have taken all it gave.
  package func isTaken(slot: Int) -> Bool {
    precondition((0..<slots).contains(slot), "slot \(slot) of \(slots)")
    let total = counters[2 * slot + 1].load(ordering: .relaxed)
    return total > 0 && counters[2 * slot].load(ordering: .relaxed) >= total - 1
  }

  private static func size(slots: Int) -> Int {
    max(1, 2 * slots) * MemoryLayout<Atomic<Int>>.stride
  }

  private static func map(descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
    let flags = descriptor < 0 ? MAP_SHARED | MAP_ANONYMOUS : MAP_SHARED
    let memory = mmap(nil, size, PROT_READ | PROT_WRITE, flags, descriptor, 0)
    return memory == MAP_FAILED ? nil : memory
  }

  private static func error(file: URL, creating: Bool, _ error: SystemCallError) -> SiteError {
    creating
      ? SiteError.unwritable(path: file.path, underlying: error)
      : SiteError.notAShard(path: file.path, reason: "its claims cannot be read: \(error)")
  }
}
