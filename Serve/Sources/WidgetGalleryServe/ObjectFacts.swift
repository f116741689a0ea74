import Foundation

/// What the split link must know of one relocatable ELF object (`.o`): the sections it holds,
/// the sections whose bounds it reads through the linker's `__start_`/`__stop_` symbols, and
/// whether it refers to SwiftUI's `PreviewProvider` from outside (as its conformances do).
///
/// Bounds symbols are per image: code that reads them sees only the sections of the image it
/// is linked into, so a reader and every object holding records for it must share one image.
struct ObjectFacts: Equatable {
  var sections: Set<String> = []
  var boundsRead: Set<String> = []
  var referencesPreviewProvider = false

  /// Swift's protocol conformance records: in every Swift object. GalleryRunner's preview
  /// catalog reads them for `PreviewProvider` conformances only.
  static let conformanceSection = "swift5_protocol_conformances"

  private init() {}

  /// The facts of the object at `path`; nil when it is not a 64-bit little-endian ELF object.
  init?(path: String) {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
    self.init(data: data)
  }

  init?(data: Data) {
    let facts: ObjectFacts? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> ObjectFacts? in
      guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == UInt8(ascii: "E"), bytes[2] == UInt8(ascii: "L"),
        bytes[3] == UInt8(ascii: "F"), bytes[4] == 2, bytes[5] == 1
      else { return nil }
      func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> Int? {
        guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
        return Int(exactly: T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self)))
      }
      guard let headers = integer(0x28, UInt64.self), let size = integer(0x3A, UInt16.self),
        let count = integer(0x3C, UInt16.self), let names = integer(0x3E, UInt16.self), size >= 64, names < count
      else { return nil }
      /// A section's (type, offset, size, link).
      func section(_ index: Int) -> (type: Int, offset: Int, size: Int, link: Int)? {
        let header = headers + index * size
        guard let type = integer(header + 4, UInt32.self), let offset = integer(header + 0x18, UInt64.self),
          let length = integer(header + 0x20, UInt64.self), let link = integer(header + 0x28, UInt32.self),
          offset + length <= bytes.count
        else { return nil }
        return (type, offset, length, link)
      }
      func string(at offset: Int, end: Int) -> String {
        var stop = offset
        while stop < end, bytes[stop] != 0 { stop += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<stop]), as: UTF8.self)
      }
      guard let nameTable = section(names) else { return nil }
      var facts = ObjectFacts()
      var symbols: (offset: Int, size: Int, names: (offset: Int, size: Int))?
      for index in 0..<count {
        guard let header = section(index), let nameOffset = integer(headers + index * size, UInt32.self),
          nameOffset < nameTable.size
        else { return nil }
        facts.sections.insert(string(at: nameTable.offset + nameOffset, end: nameTable.offset + nameTable.size))
        // SHT_SYMTAB: its names are in the string table it links to.
        if header.type == 2, let names = section(header.link) {
          symbols = (header.offset, header.size, (names.offset, names.size))
        }
      }
      facts.sections.remove("")
      if let symbols {
        // Elf64_Sym: st_name (4 bytes), st_info, st_other, st_shndx (2 bytes; 0: undefined), …: 24 bytes.
        for entry in stride(from: symbols.offset, to: symbols.offset + symbols.size - 23, by: 24) {
          guard let name = integer(entry, UInt32.self), let index = integer(entry + 6, UInt16.self), index == 0,
            name > 0, name < symbols.names.size
          else { continue }
          let symbol = string(at: symbols.names.offset + name, end: symbols.names.offset + symbols.names.size)
          if symbol.hasPrefix("__start_") {
            facts.boundsRead.insert(String(symbol.dropFirst("__start_".count)))
          } else if symbol == Self.previewProviderDescriptor {
            facts.referencesPreviewProvider = true
          }
        }
      }
      return facts
    }
    guard let facts else { return nil }
    self = facts
  }

  /// Whether this object holds records that a reader of `sections`' bounds must see.
  func holdsRecords(for sections: Set<String>) -> Bool {
    sections.contains { $0 == Self.conformanceSection ? referencesPreviewProvider : self.sections.contains($0) }
  }

  /// The protocol descriptor of `SwiftUI.PreviewProvider`: every conformance to it outside
  /// SwiftUI refers to it (as do casts to it, which only cost a needless move).
  static let previewProviderDescriptor = "$s7SwiftUI15PreviewProviderMp"
}
