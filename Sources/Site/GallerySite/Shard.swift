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

  /// Whether the widget at `position` in registration order belongs to this shard.
  package func contains(position: Int) -> Bool {
    position % count == index - 1
  }
}
