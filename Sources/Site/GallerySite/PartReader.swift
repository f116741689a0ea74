import Foundation
import GalleryFormats
import GalleryRunner
import LayoutEngine
import MirrorCore

/// Reads what `PartWriter` wrote; every read returns nil past the end or for a value no
/// writer gives.
struct PartReader {
  let bytes: UnsafeRawBufferPointer
  private(set) var offset = 0
  private var strings: [String] = []
  /// The last family, entry and size read: the records of a long timeline repeat their
  /// neighbours'.
  private var lastFamily: (name: String, family: PreviewFamily)?
  private var lastEntry: (slug: String, entry: PreviewEntry.Kind)?
  private var lastSize: [Double] = []
  /// The accessibility lists read so far, in the order written (`PartWriter`'s numbers), so
  /// that the records of one drawing share one copy.
  private var accessibilityRead: [(elements: [PreviewRecord.AccessibilityElement], findings: [PreviewRecord.Finding])] = []

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// The site, its sections of previews read on `jobs` threads.
  mutating func site(jobs: Int) -> RenderedSite? {
    let format = RenderedSite.partFormat
    guard bytes.count >= format.count, bytes.prefix(format.count).elementsEqual(format) else { return nil }
    offset = format.count
    guard let lengths = array({ $0.number() }) else { return nil }
    var sections: [Range<Int>] = []
    for length in lengths {
      guard length >= 0, length <= bytes.count - offset else { return nil }
      sections.append(offset..<offset + length)
      offset += length
    }
    // The sections are read on other threads while the rest is read here.
    // Sendable: the part's bytes are only read, and outlive the map, whose results are taken here.
    nonisolated(unsafe) let bytes = bytes
    let reading = BackgroundMap(sections, jobs: jobs) { section -> [PreviewRecord]? in
      var part = PartReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[section]))
      guard let previews = part.array({ $0.preview() }), part.offset == section.count else { return nil }
      return previews
    }
    let rest = restOfSite()
    let read = reading.results()
    guard var site = rest, !read.contains(where: { $0 == nil }) else { return nil }
    site.manifest.previews.reserveCapacity(read.map { $0?.count ?? 0 }.reduce(0, +))
    for section in read { site.manifest.previews += section ?? [] }
    guard site.runs.map(\.count).reduce(0, +) == site.manifest.previews.count else { return nil }
    return site
  }

  /// What follows the sections of previews: the site without its previews.
  private mutating func restOfSite() -> RenderedSite? {
    guard let referenceDate = string(), let device = string(), let locale = optional({ $0.string() }),
      let dynamicTypeSize = optional({ $0.string() }),
      let conditions = optional({ part in part.array({ $0.condition() }) }),
      let widgets = array({ $0.widget() }), let failures = array({ $0.failure() }),
      let tooBig = array({ part -> RenderedSite.TooBig? in
        guard let failure = part.failure(), let anchor = part.string() else { return nil }
        return RenderedSite.TooBig(failure: failure, anchor: anchor)
      }),
      let runs = array({ part -> RenderedSite.Run? in
        guard let slot = part.number(), let start = part.number(), let count = part.number(), count >= 0 else { return nil }
        return RenderedSite.Run(slot: slot, start: start, count: count)
      }),
      let files = array({ part -> (String, Data)? in
        guard let path = part.string(), let data = part.data() else { return nil }
        return (path, data)
      }),
      let drawn = number(), let kept = number(), offset == bytes.count
    else { return nil }
    var site = RenderedSite(
      files: Dictionary(files, uniquingKeysWith: { first, _ in first }),
      manifest: SiteManifest(
        referenceDate: referenceDate, device: device, locale: locale, dynamicTypeSize: dynamicTypeSize, shard: nil,
        widgets: widgets, previews: [], failures: failures, files: []))
    site.manifest.conditions = conditions
    site.tooBig = tooBig
    site.runs = runs
    site.drawnPreviews = drawn
    site.keptWidgets = kept
    return site
  }

  mutating func number() -> Int? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count, shift < 64 {
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7f) << shift
      if byte < 0x80 { return Int(Int64(bitPattern: value)) }
      shift += 7
    }
    return nil
  }

  mutating func string() -> String? {
    guard let tag = number(), tag >= 0 else { return nil }
    guard tag & 3 != 0 else { return strings.indices.contains(tag >> 2) ? strings[tag >> 2] : nil }
    let count = tag >> 2
    guard tag & 3 <= 2, count <= bytes.count - offset else { return nil }
    let value = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    offset += count
    if tag & 3 == 1 { strings.append(value) }
    return value
  }

  mutating func double() -> Double? {
    guard bytes.count - offset >= 8 else { return nil }
    offset += 8
    return double(at: offset - 8)
  }

  /// The double at `place`, which must be 8 bytes from the end or more.
  private func double(at place: Int) -> Double {
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(bytes[place + index]) << (8 * UInt64(index)) }
    return Double(bitPattern: bits)
  }

  mutating func bool() -> Bool? {
    guard offset < bytes.count, bytes[offset] <= 1 else { return nil }
    offset += 1
    return bytes[offset - 1] == 1
  }

  mutating func data() -> Data? {
    guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
    guard count > 0 else { return Data() }
    offset += count
    return Data(bytes: bytes.baseAddress! + offset - count, count: count)
  }

  /// `.some(nil)` for a value left out, nil when it cannot be read.
  mutating func optional<Value>(_ read: (inout Self) -> Value?) -> Value?? {
    guard let present = bool() else { return nil }
    guard present else { return .some(nil) }
    guard let value = read(&self) else { return nil }
    return .some(value)
  }

  mutating func array<Element>(_ read: (inout Self) -> Element?) -> [Element]? {
    guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
    var values: [Element] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = read(&self) else { return nil }
      values.append(value)
    }
    return values
  }

  mutating func failure() -> WidgetFailure? {
    guard let widget = string(), let message = string() else { return nil }
    return WidgetFailure(widget: widget, message: message)
  }

  mutating func widget() -> SiteManifest.WidgetRecord? {
    guard let id = string(), let kind = string(), let displayName = string(), let description = string(),
      let families = array({ $0.string().flatMap(PreviewFamily.init(name:)) }), let page = string(),
      let category = optional({ $0.string().flatMap(SiteManifest.WidgetRecord.Category.init(rawValue:)) }),
      let note = optional({ $0.string() })
    else { return nil }
    return SiteManifest.WidgetRecord(
      id: id, kind: kind, displayName: displayName, description: description, families: families, page: page,
      category: category, note: note)
  }

  mutating func preview() -> PreviewRecord? {
    guard let widget = string(), let kind = string(), let family = family(), let entry = entry(), let date = string(),
      let relevance = optional({ part -> PreviewRecord.Relevance? in
        guard let score = part.double(), let duration = part.double() else { return nil }
        return PreviewRecord.Relevance(score: score, duration: duration)
      }),
      let policy = string(), let appearance = string().flatMap(Appearance.init(rawValue:)),
      let size = size(), let file = string(), let anchor = string(),
      let tapTargets = array({ $0.tapTarget() }), let accessibilityTitle = string(), let hash = string(),
      let preview = optional({ $0.string() }), let systemActionColor = optional({ $0.string() }),
      let (elements, findings) = accessibility(), let condition = optional({ $0.condition() })
    else { return nil }
    return PreviewRecord(
      widget: widget, kind: kind, family: family, entry: entry, date: date, relevance: relevance, policy: policy,
      appearance: appearance, size: size, file: file, anchor: anchor, tapTargets: tapTargets,
      accessibilityTitle: accessibilityTitle, hash: hash, preview: preview, systemActionColor: systemActionColor,
      accessibilityElements: elements, findings: findings, condition: condition)
  }

  /// A preview's accessibility elements and findings: read, or the same as an earlier
  /// record's by number.
  mutating func accessibility() -> ([PreviewRecord.AccessibilityElement], [PreviewRecord.Finding])? {
    guard let number = number() else { return nil }
    guard number == 0 else { return accessibilityRead.indices.contains(number - 1) ? accessibilityRead[number - 1] : nil }
    guard let elements = array({ $0.accessibilityElement() }), let findings = array({ $0.finding() }) else { return nil }
    accessibilityRead.append((elements, findings))
    return (elements, findings)
  }

  mutating func rect() -> PreviewRecord.Rect? {
    guard let x = double(), let y = double(), let width = double(), let height = double() else { return nil }
    return PreviewRecord.Rect(x: x, y: y, width: width, height: height)
  }

  mutating func accessibilityElement() -> PreviewRecord.AccessibilityElement? {
    guard let label = string(), let value = optional({ $0.string() }), let hint = optional({ $0.string() }),
      let traits = array({ $0.string() }), let rect = rect(), let spoken = string()
    else { return nil }
    return PreviewRecord.AccessibilityElement(label: label, value: value, hint: hint, traits: traits, rect: rect, spoken: spoken)
  }

  mutating func finding() -> PreviewRecord.Finding? {
    guard let kind = string().flatMap(PreviewRecord.Finding.Kind.init(rawValue:)), let rect = rect(),
      let message = string(), let text = optional({ $0.string() }),
      let measured = array({ part -> PreviewRecord.Finding.Measurement? in
        guard let name = part.string(), let value = part.double() else { return nil }
        return PreviewRecord.Finding.Measurement(name: name, value: value)
      })
    else { return nil }
    return PreviewRecord.Finding(kind: kind, rect: rect, message: message, text: text, measured: measured)
  }

  mutating func condition() -> PreviewCondition? {
    guard let dynamicTypeSize = string(), let device = string(), let locale = optional({ $0.string() }) else { return nil }
    return PreviewCondition(dynamicTypeSize: dynamicTypeSize, device: device, locale: locale)
  }

  /// A preview's family, parsed once for a run of records that repeat it.
  mutating func family() -> PreviewFamily? {
    guard let name = string() else { return nil }
    if let last = lastFamily, last.name == name { return last.family }
    guard let family = PreviewFamily(name: name) else { return nil }
    lastFamily = (name, family)
    return family
  }

  /// A preview's entry, parsed once for a run of records that repeat it (an entry's
  /// appearances).
  mutating func entry() -> PreviewEntry.Kind? {
    guard let slug = string() else { return nil }
    if let last = lastEntry, last.slug == slug { return last.entry }
    guard let entry = PreviewEntry.Kind(slug: slug) else { return nil }
    lastEntry = (slug, entry)
    return entry
  }

  /// A preview's size: the array of the record before when it is the same, bit for bit,
  /// without making another.
  mutating func size() -> [Double]? {
    let start = offset
    guard let count = number(), count >= 0, count <= (bytes.count - offset) / 8 else { return nil }
    if count == lastSize.count, lastSize.indices.allSatisfy({ double(at: offset + 8 * $0).bitPattern == lastSize[$0].bitPattern })
    {
      offset += 8 * count
      return lastSize
    }
    offset = start
    guard let size = array({ $0.double() }) else { return nil }
    lastSize = size
    return size
  }

  mutating func tapTarget() -> PreviewRecord.TapTarget? {
    guard let kind = string().flatMap(PreviewRecord.TapTarget.Kind.init(rawValue:)), let url = string(),
      let blocked = bool(), let x = double(), let y = double(), let width = double(), let height = double()
    else { return nil }
    return PreviewRecord.TapTarget(
      kind: kind, url: url, blocked: blocked, rect: PreviewRecord.Rect(x: x, y: y, width: width, height: height))
  }
}
