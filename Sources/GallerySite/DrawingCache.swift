import Foundation

/// Drawings kept between builds, so a build after an edit lays out and draws only the
/// previews whose fingerprint (`DrawingFingerprinter`) no earlier build drew.
///
/// Entries live in `<folder>/drawings-<version>/`, one file each, named by the fingerprint
/// and holding it again beside the drawing, written whole or not at all (written aside, then
/// renamed). `version` names the renderer: the gallery's compiled modules, the libraries it
/// draws with and the installed fonts; a cache of another version is never read, and is
/// removed when this one is first written. The folder is inside the build folder of the
/// program, which the tool owns, never in the package's sources or the site.
package final class DrawingCache: @unchecked Sendable {
  package let folder: URL
  package let version: String
  private var entries: URL { folder.appendingPathComponent("drawings-\(version)") }
  private var prepared = false

  package init(folder: URL, version: String) {
    self.folder = folder
    self.version = version
  }

  /// A drawing as the cache keeps it: the SVG bytes and what the manifest records of it.
  package struct Entry: Codable, Equatable {
    package var fingerprint: String
    package var accessibilityTitle: String
    package var tapTargets: [PreviewRecord.TapTarget]
    package var size: [Double]?
    package var svg: Data

    package init(
      fingerprint: String, accessibilityTitle: String, tapTargets: [PreviewRecord.TapTarget], size: [Double]?, svg: Data
    ) {
      self.fingerprint = fingerprint
      self.accessibilityTitle = accessibilityTitle
      self.tapTargets = tapTargets
      self.size = size
      self.svg = svg
    }
  }

  /// The entry stored under `fingerprint`, if this version of the renderer drew it. Safe to
  /// call from several threads; `store(_:)` is called from one.
  package func entry(for fingerprint: String) -> Entry? {
    guard let contents = FileManager.default.contents(atPath: file(for: fingerprint).path),
      let newline = contents.firstIndex(of: 10),
      var entry = try? JSONDecoder().decode(Entry.self, from: contents[..<newline])
    else { return nil }
    entry.svg = Data(contents[(newline + 1)...])
    return entry.fingerprint == fingerprint ? entry : nil
  }

  /// Keeps `entry`; a cache that cannot be written only costs a drawing next time.
  package func store(_ entry: Entry) {
    if !prepared { prepare() }
    var header = entry
    header.svg = Data()
    guard let json = try? JSONEncoder().encode(header) else { return }
    let target = file(for: entry.fingerprint)
    let aside = target.deletingLastPathComponent().appendingPathComponent(".\(entry.fingerprint).\(getpid())")
    do {
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (json + [10] + entry.svg).write(to: aside)
      if rename(aside.path, target.path) != 0 { try? FileManager.default.removeItem(at: aside) }
    } catch {
      try? FileManager.default.removeItem(at: aside)
    }
  }

  /// Removes the caches of other renderer versions, once per process.
  private func prepare() {
    prepared = true
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix("drawings-") && name != "drawings-\(version)" {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  private func file(for fingerprint: String) -> URL {
    entries.appendingPathComponent(String(fingerprint.prefix(2))).appendingPathComponent(fingerprint)
  }
}
