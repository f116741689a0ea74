/// One of several parts of a gallery, built on separate machines and merged afterwards.
///
/// Widgets are dealt round-robin in the order they are registered: widget `k` (from 0)
/// belongs to shard `k % count + 1`. Merging takes them back in that order, so a merged
/// gallery is byte for byte the one a single build writes.
package struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
  /// From 1 to `count`.
  package var index: Int
  package var count: Int

  /// Parses `I/N`, as `--shard` takes it.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  package var description: String { "\(index)/\(count)" }

  /// How much longer the first part's run is than the others' (in tenths: 12 is 1.2 times):
  /// the build renders part 1 itself, and its workers start later than it and hand their
  /// parts back through a file, so a larger first part ends with the others (measured with
  /// `--jobs 2` on the built-in gallery and its 10× timelines; see the CommandLine article).
  package static let firstPartWeight = 12

  /// This part's run of `count` elements cut into `self.count` runs, the first
  /// `firstPartWeight` tenths as long as each of the others, rounded: never empty for the
  /// first part when `count` is not 0.
  package func run(of count: Int) -> Range<Int> {
    let total = Self.firstPartWeight + 10 * (self.count - 1)
    func start(_ part: Int) -> Int {
      guard part > 0 else { return 0 }
      let weight = Self.firstPartWeight + 10 * (part - 1)
      return max(min(count, 1), (count * weight + total / 2) / total)
    }
    return start(index - 1)..<start(index)
  }

  /// Whether the widget at `position` in registration order belongs to this shard.
  package func contains(position: Int) -> Bool {
    position % count == index - 1
  }
}
