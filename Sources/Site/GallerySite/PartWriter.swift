import Foundation
import GalleryFormats
import GalleryRunner
import LayoutEngine
import MirrorCore

/// Writes a part file's values: numbers as LEB128, each distinct string once and then as its
/// number (but an anchor, which no other record repeats), doubles as their 8 bytes.
struct PartWriter {
  var bytes: [UInt8] = []
  private var strings: [String: Int] = [:]
  /// The last string written at each place of a preview's record, with its number: the
  /// records of a long timeline repeat most of their neighbours' strings, found here without
  /// hashing them.
  private var recent = [(string: String, number: Int)?](repeating: nil, count: Place.allCases.count)
  /// The accessibility elements and findings written so far, by the drawing (SVG file) they
  /// were written for, with their number: the previews of one drawing (a long timeline's
  /// entries, appearances drawn alike) have the same, written once and then by number.
  private var accessibility: [String: Accessibility] = [:]
  private var accessibilityCount = 0

  private struct Accessibility {
    var elements: [PreviewRecord.AccessibilityElement]
    var findings: [PreviewRecord.Finding]
    var number: Int
  }

  /// A place in a preview's record that holds a string.
  enum Place: Int, CaseIterable {
    case widget, kind, family, entry, date, policy, appearance, file, tapKind, tapURL, accessibilityTitle, hash, preview, color
    case trait, spoken, findingKind, message
    case dynamicTypeSize, device, locale
  }

  mutating func number(_ value: Int) {
    var value = UInt64(bitPattern: Int64(value))
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7f) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// A string seen before as its number times 4; a new one as its length times 4 plus 1,
  /// then its bytes.
  mutating func string(_ value: String) {
    if let known = strings[value] { return number(known << 2) }
    strings[value] = strings.count
    text(value, tag: 1)
  }

  /// A string at `place` in a preview's record, as `string(_:)` writes it.
  mutating func string(_ value: String, at place: Place) {
    if let last = recent[place.rawValue], last.string == value { return number(last.number << 2) }
    string(value)
    recent[place.rawValue] = (value, strings[value]!)
  }

  /// A string no other value repeats, as its length times 4 plus 2, then its bytes: not
  /// numbered.
  mutating func unique(_ value: String) {
    text(value, tag: 2)
  }

  private mutating func text(_ value: String, tag: Int) {
    let utf8 = value.utf8
    number(utf8.count << 2 | tag)
    bytes += utf8
  }

  mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func data(_ value: Data) {
    number(value.count)
    value.withUnsafeBytes { bytes += $0 }
  }

  mutating func optional<Value>(_ value: Value?, _ write: (inout Self, Value) -> Void) {
    bool(value != nil)
    if let value { write(&self, value) }
  }

  mutating func array<Values: Collection>(_ values: Values, _ write: (inout Self, Values.Element) -> Void) {
    number(values.count)
    for value in values { write(&self, value) }
  }

  mutating func failure(_ failure: WidgetFailure) {
    string(failure.widget)
    string(failure.message)
  }

  mutating func preview(_ preview: PreviewRecord) {
    string(preview.widget, at: .widget)
    string(preview.kind, at: .kind)
    string(preview.family.name, at: .family)
    string(preview.entry.slug, at: .entry)
    string(preview.date, at: .date)
    optional(preview.relevance) { part, relevance in
      part.double(relevance.score)
      part.double(relevance.duration)
    }
    string(preview.policy, at: .policy)
    string(preview.appearance.rawValue, at: .appearance)
    array(preview.size) { $0.double($1) }
    string(preview.file, at: .file)
    unique(preview.anchor)
    array(preview.tapTargets) { part, target in
      part.string(target.kind.rawValue, at: .tapKind)
      part.string(target.url, at: .tapURL)
      part.bool(target.blocked)
      part.double(target.rect.x)
      part.double(target.rect.y)
      part.double(target.rect.width)
      part.double(target.rect.height)
    }
    string(preview.accessibilityTitle, at: .accessibilityTitle)
    string(preview.hash, at: .hash)
    optional(preview.preview) { $0.string($1, at: .preview) }
    optional(preview.systemActionColor) { $0.string($1, at: .color) }
    accessibility(of: preview)
    optional(preview.condition) { $0.condition($1) }
  }

  /// A preview's accessibility elements and findings: the number of the same written before
  /// plus 1, or 0 and then the lists.
  private mutating func accessibility(of preview: PreviewRecord) {
    if let known = accessibility[preview.file], known.elements == preview.accessibilityElements,
      known.findings == preview.findings
    {
      return number(known.number + 1)
    }
    number(0)
    array(preview.accessibilityElements) { part, element in
      part.string(element.label)
      part.optional(element.value) { $0.string($1) }
      part.optional(element.hint) { $0.string($1) }
      part.array(element.traits) { $0.string($1, at: .trait) }
      part.rect(element.rect)
      part.string(element.spoken, at: .spoken)
    }
    array(preview.findings) { part, finding in
      part.string(finding.kind.rawValue, at: .findingKind)
      part.rect(finding.rect)
      part.string(finding.message, at: .message)
      part.optional(finding.text) { $0.string($1) }
      part.array(finding.measured) { part, measurement in
        part.string(measurement.name)
        part.double(measurement.value)
      }
    }
    accessibility[preview.file] = Accessibility(
      elements: preview.accessibilityElements, findings: preview.findings, number: accessibilityCount)
    accessibilityCount += 1
  }

  mutating func rect(_ rect: PreviewRecord.Rect) {
    double(rect.x)
    double(rect.y)
    double(rect.width)
    double(rect.height)
  }

  mutating func condition(_ condition: PreviewCondition) {
    string(condition.dynamicTypeSize, at: .dynamicTypeSize)
    string(condition.device, at: .device)
    optional(condition.locale) { $0.string($1, at: .locale) }
  }
}
