import Foundation
import Glibc

/// Watches folders (and everything below them) with inotify and reports the paths that changed.
///
/// Hidden names (`.build`, `.git`, editors' swap files), backups ending in `~` and the folders
/// given as ignored are left out; folders created later are watched as they appear.
final class SourceWatcher {
  private let descriptor: Int32
  private var folders: [Int32: String] = [:]
  private let ignored: [String]
  /// Files written to and not yet closed (or created and not yet written and closed).
  private var open: Set<String> = []

  /// - Throws: `WatchError` when inotify cannot be set up.
  init(roots: [URL], ignoring: [URL]) throws {
    descriptor = inotify_init1(Int32(IN_CLOEXEC))
    guard descriptor >= 0 else { throw WatchError(path: "inotify", reason: String(cString: strerror(errno))) }
    ignored = ignoring.map { $0.standardizedFileURL.path }
    for root in roots {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        try watchTree(root.standardizedFileURL.path)
      } else {
        try watchTree(root.deletingLastPathComponent().standardizedFileURL.path, recursive: false)
      }
    }
  }

  deinit {
    close(descriptor)
  }

  /// The paths that changed together, and when the first of them was noticed.
  struct Batch: Sendable {
    /// The changed paths, sorted.
    var paths: [String]
    /// When the first change was read, on `StageTimes.now()`'s clock.
    var firstNoticed: UInt64
  }

  /// Blocks until something changes, then until nothing has changed for `quiet` seconds (for
  /// `settled` seconds while every file written to has been closed again: a save is complete
  /// then, and only its companions, such as a second file saved at once, are waited for), and
  /// returns the changed paths, sorted.
  func waitForChanges(quiet: Double = 0.05, settled: Double = 0.015) -> [String] {
    waitForBatch(quiet: quiet, settled: settled).paths
  }

  /// `waitForChanges(quiet:settled:)` with the time its first change was noticed.
  func waitForBatch(quiet: Double = 0.05, settled: Double = 0.015) -> Batch {
    var changed = Set<String>()
    var timeout: Int32 = -1
    var first: UInt64 = 0
    while true {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, timeout)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 {
        if !changed.isEmpty { return Batch(paths: changed.sorted(), firstNoticed: first) }
        continue
      }
      let wasEmpty = changed.isEmpty
      changed.formUnion(readEvents())
      if wasEmpty && !changed.isEmpty { first = StageTimes.now() }
      if !changed.isEmpty { timeout = Int32((open.isEmpty ? min(settled, quiet) : quiet) * 1000) }
    }
  }

  private func readEvents() -> [String] {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return [] }
    var paths: [String] = []
    var offset = 0
    let header = MemoryLayout<inotify_event>.size
    while offset + header <= count {
      let (watch, mask, length) = buffer.withUnsafeBytes { bytes -> (Int32, UInt32, Int) in
        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        return (event.wd, event.mask, Int(event.len))
      }
      let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
      offset += header + length
      guard let folder = folders[watch] else { continue }
      if mask & UInt32(IN_IGNORED) != 0 {
        folders[watch] = nil
        continue
      }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let path = name.isEmpty ? folder : folder + "/" + name
      guard !isIgnored(path, name: name) else { continue }
      if mask & UInt32(IN_ISDIR) != 0 && mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
        try? watchTree(path)
      }
      if mask & UInt32(IN_ISDIR) == 0 {
        if mask & (UInt32(IN_CLOSE_WRITE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO)) != 0 {
          open.remove(path)
        } else if mask & (UInt32(IN_MODIFY) | UInt32(IN_CREATE)) != 0 {
          open.insert(path)
        }
      }
      paths.append(path)
    }
    return paths
  }

  private func isIgnored(_ path: String, name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name == "4913"
      || ignored.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  private func watchTree(_ path: String, recursive: Bool = true) throws {
    let mask =
      UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
      | UInt32(IN_MOVED_TO) | UInt32(IN_ONLYDIR)
    let watch = inotify_add_watch(descriptor, path, mask)
    guard watch >= 0 else { throw WatchError(path: path, reason: String(cString: strerror(errno))) }
    folders[watch] = path
    guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names.sorted() {
      let child = path + "/" + name
      // The item itself, not what a symbolic link leads to.
      let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
      guard !isIgnored(child, name: name), type == .typeDirectory else { continue }
      try watchTree(child)
    }
  }
}

/// A folder that cannot be watched.
struct WatchError: Error, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String { "cannot watch \(path) for changes: \(reason)" }
}
