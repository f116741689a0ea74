import Foundation

/// Writes a rendered site into a folder, or compares it with one.
///
/// Safe by construction: a marker file identifies folders the tool wrote, and any other
/// non-empty folder is refused; files whose bytes are unchanged are left untouched; changed
/// files are written to a temporary name beside them and renamed into place, so a reader
/// never sees half a file; only files the previous manifest lists are ever deleted.
package struct SiteWriter {
  package static let markerName = ".widget-gallery"
  package static let manifestName = "manifest.json"

  package init() {}

  /// What a write changed.
  package struct Summary: Equatable {
    package var written: [String] = []
    package var unchanged = 0
    package var removed: [String] = []
  }

  /// Writes `site` into `directory`, creating it if needed.
  ///
  /// - Throws: `SiteError` when the folder is not a gallery folder or a file cannot be written.
  @discardableResult
  package func write(_ site: RenderedSite, to directory: URL) throws -> Summary {
    let fileManager = FileManager.default
    try checkIsGalleryFolder(directory)
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw SiteError.unwritable(directory.path, "\(error)")
    }
    var summary = Summary()
    let previous = previousFiles(in: directory)
    var files = site.files
    files[Self.markerName] = Data("This folder was written by widget-gallery; it may replace or delete the files listed in manifest.json.\n".utf8)
    for path in files.keys.sorted() {
      let data = files[path]!
      let url = directory.appendingPathComponent(path)
      if fileManager.contents(atPath: url.path) == data {
        summary.unchanged += 1
        continue
      }
      try writeAtomically(data, to: url)
      summary.written.append(path)
    }
    for path in previous.sorted() where files[path] == nil {
      try? fileManager.removeItem(at: directory.appendingPathComponent(path))
      summary.removed.append(path)
    }
    let manifest = site.manifestData()
    let manifestURL = directory.appendingPathComponent(Self.manifestName)
    if fileManager.contents(atPath: manifestURL.path) != manifest {
      try writeAtomically(manifest, to: manifestURL)
      summary.written.append(Self.manifestName)
    } else {
      summary.unchanged += 1
    }
    removeEmptyFolders(in: directory, from: summary.removed)
    return summary
  }

  /// The files that differ between `site` and what `directory` holds: changed, missing and
  /// stale files, sorted.
  package func differences(_ site: RenderedSite, in directory: URL) -> [String] {
    let fileManager = FileManager.default
    var differences: [String] = []
    var files = site.files
    files[Self.manifestName] = site.manifestData()
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

  private func checkIsGalleryFolder(_ directory: URL) throws {
    let fileManager = FileManager.default
    guard let contents = try? fileManager.contentsOfDirectory(atPath: directory.path), !contents.isEmpty else { return }
    guard contents.contains(Self.markerName) else { throw SiteError.notAGalleryFolder(directory.path) }
  }

  /// The files the previous build wrote, from its manifest.
  private func previousFiles(in directory: URL) -> Set<String> {
    guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(Self.manifestName).path),
      let manifest = try? JSONDecoder().decode(SiteManifest.self, from: data)
    else { return [] }
    return Set(manifest.files.filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") })
  }

  private func writeAtomically(_ data: Data, to url: URL) throws {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw SiteError.unwritable(url.path, "\(error)")
    }
  }

  private func removeEmptyFolders(in directory: URL, from removed: [String]) {
    let folders = Set(removed.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
    for folder in folders.sorted(by: { $0.count > $1.count }) {
      let url = directory.appendingPathComponent(folder)
      if (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
        try? FileManager.default.removeItem(at: url)
      }
    }
  }
}
