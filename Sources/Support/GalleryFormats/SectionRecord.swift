/// A value that generated code registers in a linker section at compile time, found at run
/// time with nothing naming it: how `#Preview`s and generated Core Data models reach the gallery.
///
/// The generated code declares a `Layout` constant in a section of its own (`declaration`);
/// the program reads the section's bounds (weak `__start_`/`__stop_` symbols, from C) and makes
/// each record's value (`values`). Other data in the section is skipped by its magic number.
package enum SectionRecord {
  /// A record as generated code lays it out: its kind's magic number, then a function that
  /// makes the value in the memory it is given. `_PreviewRecord` and `_ManagedObjectModelRecord`
  /// are this layout under their public names.
  package typealias Layout = (magic: UInt64, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

  /// The Swift source of one record: a constant `name` of `recordType` in `section`, kept by
  /// `@used`, whose function makes `value`, a `valueType`. A section's value must be a literal,
  /// so the magic number is written out.
  package static func declaration(
    section: String, name: String, recordType: String, magic: UInt64, valueType: String, value: String
  ) -> [String] {
    [
      "@section(\"\(section)\") @used",
      "private let \(name): \(recordType) = (",
      "  \(literal(magic)),",
      "  { $0.initializeMemory(as: \(valueType).self, repeating: \(value), count: 1) }",
      ")",
    ]
  }

  /// The values the records of kind `magic` between `start` and `stop` make, in section order;
  /// none when the program has no such section (either bound is nil).
  package static func values<Value>(
    from start: UnsafeRawPointer?, to stop: UnsafeRawPointer?, magic: UInt64, as type: Value.Type
  ) -> [Value] {
    guard let start, let stop else { return [] }
    let stride = MemoryLayout<Layout>.stride
    var values: [Value] = []
    var position = start
    while position + stride <= stop {
      let record = position.load(as: Layout.self)
      position += stride
      guard record.magic == magic else { continue }
      let storage = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment)
      record.make(storage)
      values.append(storage.assumingMemoryBound(to: Value.self).move())
      storage.deallocate()
    }
    return values
  }

  /// `0x5747_5052_4556_4945`: upper-case hexadecimal in groups of four digits.
  static func literal(_ magic: UInt64) -> String {
    let digits = String(magic, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 16 - digits.count) + digits
    var groups: [Substring] = []
    var rest = padded[...]
    while !rest.isEmpty {
      groups.append(rest.prefix(4))
      rest = rest.dropFirst(4)
    }
    return "0x" + groups.joined(separator: "_")
  }
}
