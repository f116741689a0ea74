import CShims
import Foundation
import GalleryFormats

/// Writes a rendered site into a folder, or compares it with one.
///
/// Safe by construction: a marker file identifies folders the tool wrote, and any other
/// non-empty folder is refused. The new site is built in a folder beside the old one and
/// swapped with it in one step, so a reader (a web server, a browser) sees either the old
/// site or the new one. Unchanged files are carried over as hard links, so their bytes and
/// dates are untouched; files the tool did not write are carried over too; only files the
/// previous manifest lists are ever dropped. When nothing changed, nothing is touched.
package struct SiteWriter {

  package init() {}

  /// What a write changed.
  package struct Summary: Equatable {
    package var written: [String] = []
    package var unchanged = 0
    package var removed: [String] = []
  }

  /// Writes `site` into `directory`, creating it if needed. `manifestFile`, when given, holds
  /// the site's manifest already (`SitePages.add(to:jobs:writingManifestTo:)`), on the file
  /// system of `directory`: it is moved into place instead of written again.
  ///
  /// - Throws: `SiteError` when the folder is not a gallery folder or a file cannot be
  ///   written; the folder is then left as it was.
  ///
  /// `staged`, when given, holds files of `site` already written into a staging folder for
  /// `directory` (`stage(_:for:)`): they are not written again, and the staging folder is
  /// completed and swapped in, or removed when the write fails.
  @discardableResult
  package func write(
    _ site: RenderedSite, to directory: URL, manifestFile: URL? = nil, staged: StagedFiles? = nil
  ) throws -> Summary {
    do {
      return try write(site, to: directory, manifestFile: manifestFile, stagedFiles: staged)
    } catch {
      staged?.discard()
      throw error
    }
  }

  /// Begins a write of a site into `directory`: makes its staging folder and writes `files`
  /// (some of the site's, such as its SVGs, known before its pages) into it, carrying over
  /// those `directory` holds already. Nothing outside the staging folder is touched; the
  /// site's write (`write(_:to:manifestFile:staged:)`) completes and swaps it in, and
  /// `StagedFiles.discard()` removes it when the site is not written after all.
  ///
  /// - Throws: `SiteError` as `write(_:to:manifestFile:staged:)` throws it; the staging
  ///   folder is then removed.
  package func stage(_ files: [String: Data], for directory: URL) throws -> StagedFiles {
    try Self.checkOutput(directory)
    removeAbandonedStaging(beside: directory)
    var staged = try StagedFiles(directory: directory, staging: makeStagingFolder(beside: directory))
    do {
      for path in files.keys.sorted() {
        let data = files[path]!
        let target = staged.staging.appendingPathComponent(path)
        let existing = directory.appendingPathComponent(path)
        try staged.folders.make(for: path)
        let unchanged = FileManager.default.contents(atPath: existing.path) == data
        if unchanged {
          try carry(existing, to: target)
        } else {
          try create(data, at: target, shownAs: existing)
        }
        staged.files[path] = StagedFiles.File(data: data, unchanged: unchanged)
      }
    } catch {
      staged.discard()
      throw error
    }
    return staged
  }

  private func write(
    _ site: RenderedSite, to directory: URL, manifestFile: URL?, stagedFiles staged: StagedFiles?
  ) throws -> Summary {
    try Self.checkOutput(directory)
    var files = site.files
    files[SiteFiles.marker] = Data(
      "This folder was written by widget-gallery; it may replace or delete the files listed in manifest.json.\n".utf8)
    let staging: URL
    if let staged {
      precondition(staged.directory == directory, "files staged for \(staged.directory.path), written to \(directory.path)")
      staging = staged.staging
    } else {
      removeAbandonedStaging(beside: directory)
      // A fresh folder of our own beside the site, so nothing already there is ever removed.
      staging = try makeStagingFolder(beside: directory)
    }
    // The staged files that are the site's, with the same bytes: neither compared nor
    // written again.
    let done = (staged?.files ?? [:]).filter { files[$0.key] == $0.value.data }
    // The manifest grows with every preview, so it goes straight to its file in the staging
    // folder, to be compared with the old one there.
    let manifestURL = directory.appendingPathComponent(SiteFiles.manifest)
    let stagedManifest = staging.appendingPathComponent(SiteFiles.manifest)
    do {
      // Written again only when it cannot be moved (another file system).
      if manifestFile.map({ rename($0.path, stagedManifest.path) == 0 }) != true {
        try site.writeManifest(to: stagedManifest)
      }
    } catch {
      try? FileManager.default.removeItem(at: staging)
      if case .unwritable(_, let underlying)? = error as? SiteError {
        throw SiteError.unwritable(path: manifestURL.path, underlying: underlying)
      }
      throw SiteError.unwritable(path: manifestURL.path, underlying: error)
    }

    var summary = Summary()
    var unchanged: Set<String> = []
    for path in files.keys.sorted() {
      if let file = done[path] {
        if file.unchanged { unchanged.insert(path) } else { summary.written.append(path) }
      } else if FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) == files[path] {
        unchanged.insert(path)
      } else {
        summary.written.append(path)
      }
    }
    if Self.sameContents(stagedManifest, manifestURL) {
      unchanged.insert(SiteFiles.manifest)
    } else {
      summary.written.append(SiteFiles.manifest)
      summary.written.sort()
    }
    summary.unchanged = unchanged.count
    summary.removed = previousFiles(in: directory).filter { files[$0] == nil }.sorted()
    if summary.written.isEmpty && summary.removed.isEmpty {
      try? FileManager.default.removeItem(at: staging)
      return summary
    }

    var folders = staged?.folders ?? StagingFolders(root: staging, site: directory)
    do {
      // Staged files the site does not hold, or holds with other bytes, are taken out first.
      for path in (staged?.files.keys ?? [:].keys).sorted() where done[path] == nil {
        guard unlink(staging.appendingPathComponent(path).path) == 0 else {
          throw SiteError.unwritable(path: directory.appendingPathComponent(path).path, underlying: SystemCallError.current)
        }
      }
      for path in files.keys.sorted() where done[path] == nil {
        let target = staging.appendingPathComponent(path)
        try folders.make(for: path)
        if unchanged.contains(path) {
          try carry(directory.appendingPathComponent(path), to: target)
        } else {
          try create(files[path]!, at: target, shownAs: directory.appendingPathComponent(path))
        }
      }
      let dropped = Set(summary.removed)
      for path in existingFiles(in: directory) where files[path] == nil && path != SiteFiles.manifest && !dropped.contains(path) {
        try folders.make(for: path)
        try carry(directory.appendingPathComponent(path), to: staging.appendingPathComponent(path))
      }
      try swap(staging, into: directory)
    } catch {
      try? FileManager.default.removeItem(at: staging)
      throw error
    }
    return summary
  }

  /// Whether two files hold the same bytes, read a megabyte at a time.
  private static func sameContents(_ first: URL, _ second: URL) -> Bool {
    guard let one = FileHandle(forReadingAtPath: first.path), let other = FileHandle(forReadingAtPath: second.path) else {
      return false
    }
    defer {
      try? one.close()
      try? other.close()
    }
    while true {
      let chunk = (try? one.read(upToCount: 1 << 20)) ?? nil
      let otherChunk = (try? other.read(upToCount: 1 << 20)) ?? nil
      if chunk != otherChunk { return false }
      if chunk == nil || chunk!.isEmpty { return true }
    }
  }

  /// The files that differ between `site` and what `directory` holds: changed, missing and
  /// stale files, sorted.
  package func differences(_ site: RenderedSite, in directory: URL) -> [String] {
    let fileManager = FileManager.default
    var differences: [String] = []
    var files = site.files
    files[SiteFiles.manifest] = site.manifestData()
    for path in files.keys.sorted() {
      guard let existing = fileManager.contents(atPath: directory.appendingPathComponent(path).path) else {
        differences.append("missing: \(path)")
        continue
      }
      if existing != files[path] { differences.append("changed: \(path)") }
    }
    for path in previousFiles(in: directory).sorted() where files[path] == nil {
      differences.append("stale: \(path)")
    }
    return differences
  }

  /// Makes a new, empty folder beside `directory`, on its file system, named as this
  /// process's staging folders are: a build's workers write their shards into it. A later
  /// build removes it when this process was killed before removing it itself.
  ///
  /// - Throws: `SiteError.unwritable` when the folder cannot be made.
  package func makeWorkFolder(beside directory: URL) throws -> URL {
    removeAbandonedStaging(beside: directory)
    return try makeStagingFolder(beside: directory)
  }

  /// The prefix of the staging folders for `directory`, each `<prefix><pid>-<random>`.
  private func stagingPrefix(for directory: URL) -> String {
    ".\(directory.lastPathComponent).building-"
  }

  /// Makes a new, empty staging folder beside `directory`, named after this process.
  private func makeStagingFolder(beside directory: URL) throws -> URL {
    let parent = directory.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw SiteError.unwritable(path: parent.path, underlying: error)
    }
    let pattern = parent.appendingPathComponent("\(stagingPrefix(for: directory))\(getpid())-XXXXXX").path
    var template = Array(pattern.utf8CString)
    guard let made = mkdtemp(&template) else {
      throw SiteError.unwritable(path: parent.path, underlying: SystemCallError.current)
    }
    return URL(fileURLWithPath: String(cString: made), isDirectory: true)
  }

  /// Removes the staging folders that builds of `directory` killed before they finished left
  /// behind: those named `<prefix><pid>-XXXXXX` whose process is gone.
  ///
  /// A build killed between the two renames of the swap without exchange leaves no site, and
  /// the old one aside as `<prefix><pid>-XXXXXX.old`: that folder is put back first.
  private func removeAbandonedStaging(beside directory: URL) {
    let parent = directory.deletingLastPathComponent()
    let prefix = stagingPrefix(for: directory)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
    for name in names.sorted() where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count).split(separator: "-")
      let aside = rest.count == 2 && rest[1].count == 10 && rest[1].hasSuffix(".old")
      guard rest.count == 2, rest[1].count == 6 || aside, let pid = pid_t(rest[0]), pid > 0 else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        let abandoned = parent.appendingPathComponent(name)
        if aside && !FileManager.default.fileExists(atPath: directory.path) && rename(abandoned.path, directory.path) == 0 {
          continue
        }
        try? FileManager.default.removeItem(at: abandoned)
      }
    }
  }

  /// The files the previous build wrote, from its manifest.
  private func previousFiles(in directory: URL) -> Set<String> {
    // Only the file list is decoded: a long timeline's manifest holds tens of thousands of
    // preview records the writer does not need.
    struct FileList: Decodable { var files: [String] }
    guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(SiteFiles.manifest).path),
      let manifest = try? JSONDecoder().decode(FileList.self, from: data)
    else { return [] }
    return Set(manifest.files.filter(SiteMerger.isSafe))
  }

  /// Every file below `directory` (symbolic links included, not followed), relative paths.
  private func existingFiles(in directory: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if type != .typeDirectory { paths.append(path) }
    }
    return paths.sorted()
  }

  /// Puts an existing file into the new folder as a hard link (the same file, untouched), or
  /// as a copy where the file system has no hard links.
  private func carry(_ source: URL, to target: URL) throws {
    do {
      if link(source.path, target.path) != 0 {
        try FileManager.default.copyItem(at: source, to: target)
      }
    } catch {
      throw SiteError.unwritable(path: target.path, underlying: error)
    }
  }

  /// Writes a new file into the staging folder; a failure names the file as `shown`, its
  /// place in the site.
  ///
  /// Plain writes, not forced to disk: the staging folder is invisible until the swap, which
  /// is what makes the change atomic for readers (not across a power cut, as with `cp`). A
  /// full disk or a file size limit (`RLIMIT_FSIZE`, with SIGXFSZ ignored as the command does)
  /// is a failed write like any other.
  private func create(_ data: Data, at target: URL, shownAs shown: URL) throws {
    let descriptor = open(target.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw SiteError.unwritable(path: shown.path, underlying: SystemCallError.current) }
    try data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
          let failure = written == 0 ? SystemCallError(code: ENOSPC) : SystemCallError.current
          close(descriptor)
          throw SiteError.unwritable(path: shown.path, underlying: failure)
        }
        offset += written
      }
    }
    // A file system that reserves space late (NFS, some FUSE) reports a full disk at close.
    guard close(descriptor) == 0 else { throw SiteError.unwritable(path: shown.path, underlying: SystemCallError.current) }
  }

  /// Puts the staged folder in the place of `directory` in one step, then removes the old one.
  ///
  /// Where the file system cannot exchange two paths, the old folder is renamed aside first;
  /// a reader may then find no folder for the moment between the two renames, and a build
  /// killed in that moment leaves the old site aside, which the next build puts back
  /// (``removeAbandonedStaging(beside:)``). These renames are `renameat` calls, a system call
  /// nothing else in the program makes, so a test can stop a build at one (SiteFaultTests).
  private func swap(_ staging: URL, into directory: URL) throws {
    func move(_ source: URL, to target: URL) -> Bool {
      renameat(AT_FDCWD, source.path, AT_FDCWD, target.path) == 0
    }
    guard FileManager.default.fileExists(atPath: directory.path) else {
      guard move(staging, to: directory) else {
        throw SiteError.unwritable(path: directory.path, underlying: SystemCallError.current)
      }
      return
    }
    if folderswap_exchange(staging.path, directory.path) != 0 {
      guard errno == EINVAL || errno == ENOSYS else {
        throw SiteError.unwritable(path: directory.path, underlying: SystemCallError.current)
      }
      let aside = staging.appendingPathExtension("old")
      guard move(directory, to: aside) else {
        throw SiteError.unwritable(path: directory.path, underlying: SystemCallError.current)
      }
      guard move(staging, to: directory) else {
        let failure = SystemCallError.current
        _ = move(aside, to: directory)
        throw SiteError.unwritable(path: directory.path, underlying: failure)
      }
      try? FileManager.default.removeItem(at: aside)
      return
    }
    try? FileManager.default.removeItem(at: staging)
  }
}
