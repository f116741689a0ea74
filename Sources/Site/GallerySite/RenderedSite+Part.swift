import Foundation
import GalleryFormats
import GalleryRunner
import LayoutEngine
import MirrorCore

extension RenderedSite {
  /// The first bytes of a part file; a later format gets another.
  static let partFormat = Array("widget-gallery part 6\n".utf8)

  /// Previews in a section of a part file: each section has strings of its own, so that the
  /// sections are written and read on several threads at once.
  static let partSection = 2048

  /// The site rendered with `SiteOptions.part` as the one file a build's worker hands the
  /// build: its manifest's fields, its files with their bytes, its too-big previews, its runs
  /// and its counts, in a binary form the build reads back many times faster than the
  /// manifest's JSON (every string once, then by its number). Only a build of the same
  /// program reads it.
  ///
  /// The file is the format's first bytes, the number of sections of previews and the length
  /// of each, the sections, then the rest.
  package func partData() -> Data {
    Data(partBytes())
  }

  /// `partData()`'s bytes.
  private func partBytes() -> [UInt8] {
    let previews = manifest.previews
    let sections = stride(from: 0, to: previews.count, by: Self.partSection).map {
      $0..<min($0 + Self.partSection, previews.count)
    }
    let encoded = BackgroundMap(sections, jobs: ProcessInfo.processInfo.activeProcessorCount) { range in
      var part = PartWriter()
      // A record takes about 100 bytes; a buffer too long costs no memory untouched.
      part.bytes.reserveCapacity(256 * range.count)
      part.array(previews[range]) { $0.preview($1) }
      return part.bytes
    }.results()
    var part = PartWriter()
    part.bytes.reserveCapacity(
      4096 + encoded.map(\.count).reduce(0, +) + files.values.map { $0.count + 256 }.reduce(0, +))
    part.bytes += Self.partFormat
    part.array(encoded) { $0.number($1.count) }
    for section in encoded { part.bytes += section }
    part.string(manifest.referenceDate)
    part.string(manifest.device)
    part.optional(manifest.locale) { $0.string($1) }
    part.optional(manifest.dynamicTypeSize) { $0.string($1) }
    part.optional(manifest.conditions) { part, conditions in part.array(conditions) { $0.condition($1) } }
    part.array(manifest.widgets) { part, widget in
      part.string(widget.id)
      part.string(widget.kind)
      part.string(widget.displayName)
      part.string(widget.description)
      part.array(widget.families) { $0.string($1.name) }
      part.string(widget.page)
      part.optional(widget.category) { $0.string($1.rawValue) }
      part.optional(widget.note) { $0.string($1) }
    }
    part.array(manifest.failures) { $0.failure($1) }
    part.array(tooBig) { part, found in
      part.failure(found.failure)
      part.string(found.anchor)
    }
    part.array(runs) { part, run in
      part.number(run.slot)
      part.number(run.start)
      part.number(run.count)
    }
    part.array(files.keys.sorted()) { part, path in
      part.string(path)
      part.data(files[path]!)
    }
    part.number(drawnPreviews)
    part.number(keptWidgets)
    return part.bytes
  }

  /// Writes `partData()` into `file` through a file beside it renamed into place, so a part
  /// is never read half written.
  ///
  /// - Throws: `SiteError.unwritable` naming `file`.
  package func writePart(to file: URL) throws {
    let writing = file.appendingPathExtension("writing")
    do {
      let bytes = partBytes()
      try bytes.withUnsafeBytes { bytes in
        try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count, deallocator: .none)
          .write(to: writing)
      }
    } catch {
      throw SiteError.unwritable(path: file.path, underlying: error)
    }
    guard renameat(AT_FDCWD, writing.path, AT_FDCWD, file.path) == 0 else {
      throw SiteError.unwritable(path: file.path, underlying: SystemCallError.current)
    }
  }

  /// Reads a part as `partData()` wrote it, read from `file`.
  ///
  /// - Throws: `SiteError.notAShard` naming `file` when it is not a whole part file.
  package init(part data: Data, file: String) throws {
    let read = data.withUnsafeBytes { bytes -> RenderedSite? in
      var part = PartReader(bytes: bytes)
      return part.site(jobs: ProcessInfo.processInfo.activeProcessorCount)
    }
    guard let read else {
      throw SiteError.notAShard(path: file, reason: "it is not a whole part of a build, as a worker writes it")
    }
    self = read
  }
}
