import Foundation

/// Describes in words how one SVG snapshot differs from another.
///
/// Views are aligned by `data-view`, label and order: the n-th `Text "Stories"` of the old
/// snapshot is matched with the n-th of the new one. Texts (and other labelled views) left
/// unmatched are then paired by position in the view tree, which reads as a text change. The
/// result is deterministic: matched views in new document order, then removed, added, links.
package enum SnapshotComparison {
  /// At most this many sentences are kept per snapshot; the rest are counted in a last line.
  package static let sentenceLimit = 40

  /// The sentences describing the change from `old` to `new`; empty when nothing differs.
  package static func describe(old: SnapshotSummary, new: SnapshotSummary) -> [String] {
    var sentences: [String] = []
    if old.width != new.width || old.height != new.height {
      sentences.append("Widget size changed from \(size(old.width, old.height)) to \(size(new.width, new.height))")
    }

    var oldUsed = [Bool](repeating: false, count: old.views.count)
    var pairs: [(old: Int, new: Int)] = []
    var newMatched = [Bool](repeating: false, count: new.views.count)
    var oldByKey: [Key: [Int]] = [:]
    for (index, view) in old.views.enumerated() { oldByKey[Key(view), default: []].append(index) }
    var taken: [Key: Int] = [:]
    for (index, view) in new.views.enumerated() {
      let key = Key(view)
      let position = taken[key, default: 0]
      if let candidates = oldByKey[key], position < candidates.count {
        pairs.append((candidates[position], index))
        oldUsed[candidates[position]] = true
        newMatched[index] = true
        taken[key] = position + 1
      }
    }
    // Labelled views that lost their partner: pair by kind and place in the tree.
    var relabelled: [(old: Int, new: Int)] = []
    for (index, view) in new.views.enumerated() where !newMatched[index] && view.label != nil {
      if let partner = old.views.indices.first(where: {
        !oldUsed[$0] && old.views[$0].label != nil && old.views[$0].view == view.view && old.views[$0].path == view.path
      }) {
        relabelled.append((partner, index))
        oldUsed[partner] = true
        newMatched[index] = true
      }
    }
    var all = pairs.map { ($0.old, $0.new, false) } + relabelled.map { ($0.old, $0.new, true) }
    all.sort { $0.1 < $1.1 }
    for (oldIndex, newIndex, isRelabel) in all {
      let before = old.views[oldIndex]
      let after = new.views[newIndex]
      if isRelabel {
        let verb = before.view == "Text" ? "changed to" : "label changed to"
        sentences.append("\(name(before)) \(verb) \(quoted(after.label ?? ""))")
      }
      sentences += compare(before, after, reportDrawing: !isRelabel)
    }

    sentences += counted(old.views.indices.filter { !oldUsed[$0] }.map { "\(name(old.views[$0])) removed" })
    sentences += counted(new.views.indices.filter { !newMatched[$0] }.map { "\(name(new.views[$0])) added" })
    sentences += multisetChanges(old.links, new.links, prefix: "Link")
    sentences += multisetChanges(old.blockedLinks, new.blockedLinks, prefix: "Blocked link")
    sentences = counted(sentences)
    if sentences.count > sentenceLimit {
      let rest = sentences.count - sentenceLimit
      sentences = Array(sentences.prefix(sentenceLimit)) + ["… and \(rest) more"]
    }
    return sentences
  }

  /// The sentences describing how two different SVG documents differ: never empty, and a
  /// document that cannot be parsed is said so.
  package static func describe(oldSVG: String, newSVG: String) -> [String] {
    let oldSummary: SnapshotSummary
    let newSummary: SnapshotSummary
    do { oldSummary = try SnapshotSummary.parse(oldSVG) } catch {
      return ["The old SVG cannot be parsed (\(error)); the files differ"]
    }
    do { newSummary = try SnapshotSummary.parse(newSVG) } catch {
      return ["The new SVG cannot be parsed (\(error))"]
    }
    let sentences = describe(old: oldSummary, new: newSummary)
    return sentences.isEmpty
      ? ["Drawing changed outside the views (definitions, clips or attributes the diff does not name)"] : sentences
  }

  private struct Key: Hashable {
    var view: String
    var label: String?
    init(_ view: SnapshotView) {
      self.view = view.view
      self.label = view.label
    }
  }

  /// Sentences for one matched pair of views.
  static func compare(_ before: SnapshotView, _ after: SnapshotView, reportDrawing: Bool) -> [String] {
    let subject = name(after)
    var sentences: [String] = []
    if let a = before.bounds, let b = after.bounds {
      let (from, to) = (before.origin ?? (a.minX, a.minY), after.origin ?? (b.minX, b.minY))
      let dx = round2(to.x - from.x)
      let dy = round2(to.y - from.y)
      var moves: [String] = []
      if dx != 0 { moves.append("\(number(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
      if dy != 0 { moves.append("\(number(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
      if !moves.isEmpty { sentences.append("\(subject) moved \(moves.joined(separator: " and "))") }
      if after.view == "Text" {
        if let oldSize = before.fontSize, let newSize = after.fontSize, round2(oldSize) != round2(newSize) {
          sentences.append("\(subject) font size changed from \(number(oldSize)) to \(number(newSize))")
        }
        if before.lines != after.lines {
          sentences.append("\(subject) now takes \(after.lines) line\(after.lines == 1 ? "" : "s") instead of \(before.lines)")
        }
      } else if round2(a.width) != round2(b.width) || round2(a.height) != round2(b.height) {
        sentences.append("\(subject) resized from \(size(a.width, a.height)) to \(size(b.width, b.height))")
      }
    } else if before.bounds == nil, after.bounds != nil {
      sentences.append("\(subject) now draws")
    } else if before.bounds != nil, after.bounds == nil {
      sentences.append("\(subject) no longer draws")
    }
    if before.fill != after.fill {
      let what = after.view == "Text" ? "colour" : "fill"
      sentences.append("\(subject) \(what) changed from \(paint(before.fill)) to \(paint(after.fill))")
    }
    for key in Set(before.style.keys).union(after.style.keys).sorted() where before.style[key] != after.style[key] {
      let label = key.hasPrefix("data-") ? String(key.dropFirst(5)) : key
      sentences.append("\(subject) \(label) changed from \(before.style[key] ?? "none") to \(after.style[key] ?? "none")")
    }
    if reportDrawing, sentences.isEmpty, before.fingerprint != after.fingerprint {
      sentences.append("\(subject) drawing changed")
    }
    return sentences
  }

  /// `Text "Stories"`, `Circle in StoryRow`, or just the view type.
  static func name(_ view: SnapshotView) -> String {
    if let label = view.label { return "\(view.view) \(quoted(label))" }
    if let definedBy = view.definedBy { return "\(view.view) in \(definedBy)" }
    return view.view
  }

  /// The label in double quotes, shortened to 60 characters.
  static func quoted(_ label: String) -> String {
    let flat = label.replacingOccurrences(of: "\n", with: " ")
    return "\"" + (flat.count > 60 ? String(flat.prefix(59)) + "…" : flat) + "\""
  }

  /// Hex colours in upper case; gradients and patterns by kind; nil as `none`.
  static func paint(_ value: String?) -> String {
    guard let value else { return "none" }
    if value.hasPrefix("#") { return value.uppercased() }
    if value.hasPrefix("url(") { return "a gradient" }
    return value
  }

  static func size(_ width: Double?, _ height: Double?) -> String {
    "\(width.map(number) ?? "?")×\(height.map(number) ?? "?") pt"
  }

  static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// A number with at most two decimals and no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = round2(value)
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// `Link added: …` / `Link removed: …` for targets whose counts differ, in document order.
  static func multisetChanges(_ old: [String], _ new: [String], prefix: String) -> [String] {
    var remaining: [String: Int] = [:]
    for link in old { remaining[link, default: 0] += 1 }
    var added: [String] = []
    for link in new {
      if let count = remaining[link], count > 0 { remaining[link] = count - 1 } else { added.append(link) }
    }
    var removedCounts = remaining
    var removed: [String] = []
    for link in old where removedCounts[link, default: 0] > 0 {
      removed.append(link)
      removedCounts[link]! -= 1
    }
    return counted(removed.map { "\(prefix) removed: \($0)" }) + counted(added.map { "\(prefix) added: \($0)" })
  }

  /// Repeated sentences folded into one, with `(×n)`, at the place of the first.
  static func counted(_ sentences: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for sentence in sentences { counts[sentence, default: 0] += 1 }
    var seen = Set<String>()
    return sentences.compactMap { sentence in
      guard seen.insert(sentence).inserted else { return nil }
      let count = counts[sentence]!
      return count > 1 ? "\(sentence) (×\(count))" : sentence
    }
  }
}
