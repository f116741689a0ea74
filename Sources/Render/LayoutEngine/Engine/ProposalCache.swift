import Foundation

/// Values a layout pass remembers per node and proposal, nodes given by their `NodeNumbering`.
///
/// A node sees only a handful of proposals, so each node heads a short chain of entries in
/// one shared array: a lookup compares proposals rather than hashing them, and storing
/// allocates nothing per node.
struct ProposalCache<Value> {
  private struct Entry {
    var proposal: ProposedViewSize
    var value: Value
    /// The node's previous entry, or -1.
    var next: Int
  }

  /// Each node's newest entry, or -1, by node number.
  private var heads: [Int] = []
  private var entries: [Entry] = []

  /// The value stored for node `number` under `proposal`, if any.
  subscript(number: Int, proposal: ProposedViewSize) -> Value? {
    var index = number < heads.count ? heads[number] : -1
    while index >= 0 {
      if entries[index].proposal == proposal { return entries[index].value }
      index = entries[index].next
    }
    return nil
  }

  /// Remembers `value` for node `number` under `proposal`, which has none yet.
  mutating func store(_ value: Value, for number: Int, proposal: ProposedViewSize) {
    if number >= heads.count { heads.append(contentsOf: repeatElement(-1, count: number + 1 - heads.count)) }
    entries.append(Entry(proposal: proposal, value: value, next: heads[number]))
    heads[number] = entries.count - 1
  }
}
