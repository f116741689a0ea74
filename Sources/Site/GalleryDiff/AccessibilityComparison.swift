import Foundation

/// What VoiceOver reads and what the accessibility audits found, compared between a
/// preview's old and new manifest records, in words.
///
/// Findings are matched by kind and text (in order, for repeats): one only in the new record
/// is new, one only in the old record is fixed, and a matched pair whose message differs has
/// changed ("contrast of 'Updated 9:41' fell to 2.9:1"). Elements are matched by what VoiceOver
/// reads; those left are paired in order, so a changed label reads "'Steps' label changed to
/// 'Step count'".
struct AccessibilityComparison {
  /// The manifest's `accessibilityElements` fields the diff reads.
  struct Element: Decodable, Hashable {
    var label: String
    var value: String?
    var spoken: String
  }

  /// The manifest's `findings` fields the diff reads.
  struct Finding: Decodable, Hashable {
    var kind: String
    var message: String
    var text: String?
    var measured: [Measurement]?

    struct Measurement: Decodable, Hashable {
      var name: String
      var value: Double
    }
  }

  /// Sentences about findings that appeared, each "new <kind>: <message>".
  var newFindings: [String] = []
  /// Sentences about findings that are gone, each "fixed <kind>: <message>".
  var fixedFindings: [String] = []
  /// Findings still there whose measure or message changed.
  var changedFindings: [String] = []
  /// What VoiceOver reads differently.
  var reading: [String] = []

  /// Every sentence: new, fixed and changed findings, then what VoiceOver reads.
  var sentences: [String] { newFindings + fixedFindings + changedFindings + reading }

  init(
    oldElements: [Element], newElements: [Element], oldFindings: [Finding], newFindings: [Finding]
  ) {
    compareFindings(oldFindings, newFindings)
    compareElements(oldElements, newElements)
  }

  private mutating func compareFindings(_ old: [Finding], _ new: [Finding]) {
    func key(_ finding: Finding) -> String { finding.kind + "\u{0}" + (finding.text ?? finding.message) }
    var unmatched: [String: [Finding]] = [:]
    for finding in old { unmatched[key(finding), default: []].append(finding) }
    for finding in new {
      guard var candidates = unmatched[key(finding)], !candidates.isEmpty else {
        newFindings.append("new \(finding.kind): \(finding.message)")
        continue
      }
      let before = candidates.removeFirst()
      unmatched[key(finding)] = candidates
      if before != finding { changedFindings.append(Self.change(from: before, to: finding)) }
    }
    // In the old record's order.
    for finding in old {
      guard var candidates = unmatched[key(finding)], let index = candidates.firstIndex(of: finding) else { continue }
      candidates.remove(at: index)
      unmatched[key(finding)] = candidates
      fixedFindings.append("fixed \(finding.kind): \(finding.message)")
    }
  }

  /// "contrast of 'Updated 9:41' fell to 2.9:1 (was 3.4:1)" when the first measured value
  /// changed, else the new message.
  private static func change(from old: Finding, to new: Finding) -> String {
    let subject = new.text.map { "\(new.kind) of '\($0)'" } ?? new.kind
    if let before = old.measured?.first, let after = new.measured?.first, before.name == after.name,
      before.value != after.value
    {
      let direction = after.value < before.value ? "fell" : "rose"
      return "\(subject) \(direction) to \(measure(after)) (was \(measure(before)))"
    }
    return "\(subject) changed: \(new.message)"
  }

  /// A ratio as `2.9:1`, anything else as its name and value.
  private static func measure(_ measurement: Finding.Measurement) -> String {
    let rounded = (measurement.value * 100).rounded() / 100
    let number = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return measurement.name == "ratio" ? "\(number):1" : "\(measurement.name) \(number)"
  }

  private mutating func compareElements(_ old: [Element], _ new: [Element]) {
    // Elements read alike on both sides are left out, as many times as they are on both.
    var common: [String: Int] = [:]
    for element in old { common[element.spoken, default: 0] += 1 }
    var remainingNew: [Element] = []
    for element in new {
      if let count = common[element.spoken], count > 0 {
        common[element.spoken] = count - 1
      } else {
        remainingNew.append(element)
      }
    }
    var inNew: [String: Int] = [:]
    for element in new { inNew[element.spoken, default: 0] += 1 }
    var remainingOld: [Element] = []
    for element in old {
      if let count = inNew[element.spoken], count > 0 {
        inNew[element.spoken] = count - 1
      } else {
        remainingOld.append(element)
      }
    }
    for (before, after) in zip(remainingOld, remainingNew) {
      if before.label != after.label {
        reading.append("'\(before.label)' label changed to '\(after.label)'")
      }
      if before.value != after.value {
        let value = { (value: String?) in value.map { "'\($0)'" } ?? "none" }
        reading.append("'\(after.label)' value changed from \(value(before.value)) to \(value(after.value))")
      }
      if before.label == after.label && before.value == after.value {
        reading.append("VoiceOver reads '\(after.spoken)' instead of '\(before.spoken)'")
      }
    }
    for element in remainingOld.dropFirst(remainingNew.count) {
      reading.append("VoiceOver no longer reads '\(element.spoken)'")
    }
    for element in remainingNew.dropFirst(remainingOld.count) {
      reading.append("VoiceOver now reads '\(element.spoken)'")
    }
  }
}
