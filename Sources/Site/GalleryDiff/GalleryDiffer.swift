import Foundation
import GalleryFormats

/// Why two folders could not be compared at all (the command exits 2).
package struct DiffError: Error, CustomStringConvertible {
  package var message: String
  /// The error of the file that could not be read or written, when that was the cause.
  package var underlying: (any Error)?

  package init(_ message: String, underlying: (any Error)? = nil) {
    self.message = message
    self.underlying = underlying
  }

  /// The message, then the underlying error's text (Foundation's file errors in their
  /// readable form).
  package var description: String {
    guard let underlying else { return message }
    return "\(message): \((underlying as? CocoaError)?.localizedDescription ?? "\(underlying)")"
  }
}

/// Compares two gallery sites (previews matched by anchor) or two snapshot folders (files
/// matched by relative path).
///
/// Byte-identical files are never parsed; a pair of files is compared once even when many
/// previews share it. Only the manifest fields the diff needs are read, so a base branch's
/// site written by another version of the tool compares too. In site mode, SVG files in the new `snapshots/` folder that its manifest
/// does not list are reported as removed previews ("left behind"). Not thread-safe per value;
/// use one differ per comparison.
package struct GalleryDiffer {
  package init() {}

  /// Compares `old` with `new`; `oldName`/`newName` are how the folders are shown in reports.
  package func compare(old: URL, new: URL, oldName: String? = nil, newName: String? = nil) throws(DiffError) -> DiffReport {
    for folder in [old, new] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw DiffError("\(folder.path) is not a folder")
      }
    }
    let oldManifest = old.appendingPathComponent(SiteFiles.manifest)
    let newManifest = new.appendingPathComponent(SiteFiles.manifest)
    let oldIsSite = FileManager.default.fileExists(atPath: oldManifest.path)
    let newIsSite = FileManager.default.fileExists(atPath: newManifest.path)
    var comparer = PairComparer(old: old, new: new)
    var previews: [PreviewDiff]
    let mode: DiffReport.Mode
    var schemaVersions: DiffReport.SchemaVersions?
    switch (oldIsSite, newIsSite) {
    case (true, true):
      mode = .site
      let oldSite = try manifest(oldManifest)
      let newSite = try manifest(newManifest)
      schemaVersions = DiffReport.SchemaVersions(old: oldSite.version, new: newSite.version)
      previews = try compareSites(oldSite, newSite, &comparer)
    case (false, false):
      mode = .snapshots
      previews = try compareFolders(&comparer)
    default:
      throw DiffError(
        "\(oldIsSite ? new.path : old.path) has no manifest.json while \(oldIsSite ? old.path : new.path) does: compare two sites or two snapshot folders"
      )
    }
    var counts = DiffReport.Counts()
    for preview in previews {
      counts.newFindings += preview.newFindings
      counts.fixedFindings += preview.fixedFindings
      switch preview.status {
      case .added: counts.added += 1
      case .removed: counts.removed += 1
      case .changed: counts.changed += 1
      case .unchanged: counts.unchanged += 1
      }
    }
    let order = PreviewDiff.Status.allCases
    previews = order.flatMap { status in previews.filter { $0.status == status } }
    return DiffReport(
      mode: mode, old: oldName ?? old.path, new: newName ?? new.path, schemaVersions: schemaVersions, counts: counts,
      previews: previews)
  }

  /// The fields of `manifest.json` the diff reads (a subset of `SiteManifest`, the same in
  /// every schema version), so that sites written by older versions of the tool compare too.
  struct Manifest: Decodable {
    struct Widget: Decodable {
      var id: String
      var page: String
    }
    struct Preview: Decodable {
      var widget: String
      var family: String
      var entry: String
      var appearance: String
      var file: String
      var anchor: String
      /// Missing in a manifest written before they existed, and when empty.
      var accessibilityElements: [AccessibilityComparison.Element]?
      var findings: [AccessibilityComparison.Finding]?
      /// Set in a gallery of several conditions.
      var condition: Condition?
    }
    /// A condition as the manifest records it (`PreviewCondition`).
    struct Condition: Decodable, Equatable {
      var dynamicTypeSize: String
      var device: String
      var locale: String?

      /// Where it differs from `primary`, in words: "at accessibility3 on iphone-375x667 in de".
      func phrase(from primary: Condition) -> String? {
        var words: [String] = []
        if dynamicTypeSize != primary.dynamicTypeSize { words.append("at \(dynamicTypeSize)") }
        if device != primary.device { words.append("on \(device)") }
        if locale != primary.locale, let locale { words.append("in \(locale)") }
        return words.isEmpty ? nil : words.joined(separator: " ")
      }
    }
    /// Nil in a manifest of schema version 1.
    var schemaVersion: Int?
    var widgets: [Widget]
    var previews: [Preview]
    var files: [String]?
    /// The gallery's conditions, its primary one first, when it has several.
    var conditions: [Condition]?
    /// The schema version, once `manifest(_:)` has checked it.
    var version = ManifestSchema.unversioned

    private enum CodingKeys: String, CodingKey { case schemaVersion, widgets, previews, files, conditions }
  }

  /// The manifest at `url`, of any schema version this build reads.
  private func manifest(_ url: URL) throws(DiffError) -> Manifest {
    var manifest: Manifest
    do {
      manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    } catch {
      throw DiffError("cannot read \(url.path)", underlying: error)
    }
    do {
      manifest.version = try ManifestSchema.version(manifest.schemaVersion, in: url.path)
    } catch {
      throw DiffError(error.description)
    }
    return manifest
  }

  private func compareSites(_ old: Manifest, _ new: Manifest, _ comparer: inout PairComparer) throws(DiffError) -> [PreviewDiff] {
    let oldByAnchor = Dictionary(old.previews.map { ($0.anchor, $0) }, uniquingKeysWith: { first, _ in first })
    let newAnchors = Set(new.previews.map(\.anchor))
    let oldPages = Dictionary(old.widgets.map { ($0.id, $0.page) }, uniquingKeysWith: { first, _ in first })
    let newPages = Dictionary(new.widgets.map { ($0.id, $0.page) }, uniquingKeysWith: { first, _ in first })
    func diff(_ record: Manifest.Preview, status: PreviewDiff.Status, pages: [String: String]) -> PreviewDiff {
      let primary = (status == .removed ? old : new).conditions?.first
      return PreviewDiff(
        id: record.anchor, status: status, widget: record.widget, family: record.family, entry: record.entry,
        appearance: record.appearance, oldFile: nil, newFile: nil,
        galleryLink: pages[record.widget].map { "\($0)#\(record.anchor)" }, changes: [],
        condition: primary.flatMap { primary in record.condition?.phrase(from: primary) })
    }
    var result: [PreviewDiff] = []
    var seen = Set<String>()
    func accessibility(_ before: Manifest.Preview?, _ after: Manifest.Preview) -> AccessibilityComparison {
      AccessibilityComparison(
        oldElements: before?.accessibilityElements ?? [], newElements: after.accessibilityElements ?? [],
        oldFindings: before?.findings ?? [], newFindings: after.findings ?? [])
    }
    for record in new.previews where seen.insert(record.anchor).inserted {
      guard let before = oldByAnchor[record.anchor] else {
        var preview = diff(record, status: .added, pages: newPages)
        preview.newFile = record.file
        // An added preview's findings are all new; what it reads is all new too, and not listed.
        let found = accessibility(nil, record)
        preview.accessibility = found.newFindings
        preview.newFindings = found.newFindings.count
        result.append(preview)
        continue
      }
      let changes = try comparer.changes(oldFile: before.file, newFile: record.file)
      let found = accessibility(before, record)
      // A preview that reads differently has changed, even drawn alike.
      var preview = diff(record, status: changes.isEmpty && found.sentences.isEmpty ? .unchanged : .changed, pages: newPages)
      preview.oldFile = before.file
      preview.newFile = record.file
      preview.changes = changes
      preview.accessibility = found.sentences
      preview.newFindings = found.newFindings.count
      preview.fixedFindings = found.fixedFindings.count
      result.append(preview)
    }
    for record in old.previews where !newAnchors.contains(record.anchor) && seen.insert(record.anchor).inserted {
      var preview = diff(record, status: .removed, pages: oldPages)
      preview.oldFile = record.file
      result.append(preview)
    }
    // Snapshots on disk that the new manifest does not list were left behind.
    let listed = Set(new.previews.map(\.file)).union(new.files ?? [])
    for file in comparer.files(in: comparer.new, under: "snapshots") where file.hasSuffix(".svg") && !listed.contains(file) {
      result.append(
        PreviewDiff(
          id: file, status: .removed, oldFile: nil, newFile: file, galleryLink: nil,
          changes: ["Left behind: \(file) is in the new site but not in its manifest; rebuild the site or delete the file"]))
    }
    return result
  }

  private func compareFolders(_ comparer: inout PairComparer) throws(DiffError) -> [PreviewDiff] {
    let oldFiles = comparer.files(in: comparer.old, under: nil)
    let newFiles = comparer.files(in: comparer.new, under: nil)
    let oldSet = Set(oldFiles)
    let newSet = Set(newFiles)
    var result: [PreviewDiff] = []
    for file in newFiles {
      guard oldSet.contains(file) else {
        result.append(PreviewDiff(id: file, status: .added, oldFile: nil, newFile: file, galleryLink: nil, changes: []))
        continue
      }
      let changes = try comparer.changes(oldFile: file, newFile: file)
      result.append(
        PreviewDiff(
          id: file, status: changes.isEmpty ? .unchanged : .changed, oldFile: file, newFile: file, galleryLink: nil,
          changes: changes))
    }
    for file in oldFiles where !newSet.contains(file) {
      result.append(PreviewDiff(id: file, status: .removed, oldFile: file, newFile: nil, galleryLink: nil, changes: []))
    }
    return result
  }
}

/// Reads and compares file pairs, remembering the answer for each pair.
struct PairComparer {
  let old: URL
  let new: URL
  private var cache: [String: [String]] = [:]

  init(old: URL, new: URL) {
    self.old = old
    self.new = new
  }

  /// The sentences for a changed pair, or empty when the bytes are identical.
  mutating func changes(oldFile: String, newFile: String) throws(DiffError) -> [String] {
    let key = oldFile + "\u{0}" + newFile
    if let known = cache[key] { return known }
    let before = try read(old, oldFile)
    let after = try read(new, newFile)
    var result: [String] = []
    if before != after {
      result = Self.describe(before, after, isSVG: newFile.hasSuffix(".svg"))
    }
    cache[key] = result
    return result
  }

  /// Words for two different files: the structural SVG diff, or sizes for other files.
  static func describe(_ before: Data, _ after: Data, isSVG: Bool) -> [String] {
    guard isSVG else { return ["File changed (\(before.count) → \(after.count) bytes)"] }
    return SnapshotComparison.describe(
      oldSVG: String(decoding: before, as: UTF8.self), newSVG: String(decoding: after, as: UTF8.self))
  }

  private func read(_ folder: URL, _ file: String) throws(DiffError) -> Data {
    do {
      return try Data(contentsOf: folder.appendingPathComponent(file))
    } catch {
      throw DiffError("cannot read \(file) in \(folder.path): the manifest lists it but it is missing or unreadable")
    }
  }

  /// Regular files below `folder` (or its `under` subfolder), relative to `folder`, sorted;
  /// hidden files and folders are skipped.
  func files(in folder: URL, under: String?) -> [String] {
    let root = folder.standardizedFileURL.path
    let prefix = under.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
    guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + prefix) else { return [] }
    var result: [String] = []
    while let path = enumerator.nextObject() as? String {
      let isHidden = (path as NSString).lastPathComponent.hasPrefix(".")
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if isHidden {
        if type == .typeDirectory { enumerator.skipDescendants() }
        continue
      }
      if type == .typeRegular { result.append(prefix + path) }
    }
    return result.sorted()
  }

}
