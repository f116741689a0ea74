import MirrorCore

/// Small numbers for the nodes one layout pass meets, 0, 1, 2, … in order of first use, so
/// that per-node results can live in plain arrays.
///
/// A pass looks nodes up thousands of times, and `Dictionary` would hash each lookup with
/// SipHash, which cost more than the work being looked up. Node addresses are distinct while
/// the tree is alive, so this open-addressing table hashes the address by multiplication.
struct NodeNumbering {
  /// Node addresses, 0 for an empty slot; the count is a power of two.
  private var addresses: [UInt]
  private var numbers: [Int]
  private var shift: Int
  /// How many nodes have a number.
  private(set) var count = 0

  init() {
    let bits = 6
    addresses = Array(repeating: 0, count: 1 << bits)
    numbers = Array(repeating: 0, count: 1 << bits)
    shift = UInt.bitWidth - bits
  }

  /// The node's number, given on first use.
  mutating func number(for node: ViewNode) -> Int {
    let address = UInt(bitPattern: ObjectIdentifier(node))
    var slot = self.slot(for: address)
    while addresses[slot] != 0 {
      if addresses[slot] == address { return numbers[slot] }
      slot = (slot + 1) & (addresses.count - 1)
    }
    if (count + 1) * 2 > addresses.count {
      grow()
      return number(for: node)
    }
    addresses[slot] = address
    numbers[slot] = count
    count += 1
    return count - 1
  }

  private func slot(for address: UInt) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  /// Doubles the table and puts every node back.
  private mutating func grow() {
    let oldAddresses = addresses
    let oldNumbers = numbers
    addresses = Array(repeating: 0, count: oldAddresses.count * 2)
    numbers = Array(repeating: 0, count: oldAddresses.count * 2)
    shift -= 1
    for (address, number) in zip(oldAddresses, oldNumbers) where address != 0 {
      var slot = self.slot(for: address)
      while addresses[slot] != 0 { slot = (slot + 1) & (addresses.count - 1) }
      addresses[slot] = address
      numbers[slot] = number
    }
  }
}
