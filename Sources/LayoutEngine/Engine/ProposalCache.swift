import Foundation
import ViewDSL

/// Values a layout pass remembers per node and proposal.
///
/// A node sees only a handful of proposals, so each node heads a short chain of entries in
/// one shared array: a lookup finds the node by identity and then compares proposals, which
/// is cheaper than hashing every proposal, and storing allocates nothing per node.
struct ProposalCache<Value> {
  private struct Entry {
    var proposal: ProposedViewSize
    var value: Value
    /// The node's previous entry, or -1.
    var next: Int
  }

  /// Each node's newest entry.
  private var heads: [ObjectIdentifier: Int] = [:]
  private var entries: [Entry] = []

  /// The value stored for `node` under `proposal`, if any.
  subscript(node: ViewNode, proposal: ProposedViewSize) -> Value? {
    var index = heads[ObjectIdentifier(node)] ?? -1
    while index >= 0 {
      if entries[index].proposal == proposal { return entries[index].value }
      index = entries[index].next
    }
    return nil
  }

  /// Remembers `value` for `node` under `proposal`, which has none yet.
  mutating func store(_ value: Value, for node: ViewNode, proposal: ProposedViewSize) {
    let next = heads.updateValue(entries.count, forKey: ObjectIdentifier(node)) ?? -1
    entries.append(Entry(proposal: proposal, value: value, next: next))
  }
}
