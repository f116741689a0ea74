/// Where a freestanding macro is expanded, as the compiler tells the plugin, and the unique
/// names the expansion has made there.
struct MacroExpansionSite {
  /// The compiler's discriminator of this expansion: unique in the program, and the same in
  /// every build of the same source.
  var discriminator: String
  /// `Module/File.swift`, as `#fileID` gives it.
  var fileID: String
  /// The line and column of the expansion's first token (its first attribute, or `#`).
  var line: Int
  var column: Int
  /// Whether the expansion is at file scope: in no type, extension, function or closure.
  var isAtFileScope: Bool
  private var uniqueNames: [String: Int] = [:]

  init(discriminator: String, fileID: String, line: Int, column: Int, isAtFileScope: Bool) {
    self.discriminator = discriminator
    self.fileID = fileID
    self.line = line
    self.column = column
    self.isAtFileScope = isAtFileScope
  }

  /// A name no other declaration has: the discriminator, then `name` and its use count mangled
  /// as the compiler's own macro expansion contexts do (`<discriminator>7PreviewfMu_`). With no
  /// discriminator, one made of the file ID, line and column stands in.
  mutating func makeUniqueName(_ name: String) -> String {
    let index = uniqueNames[name, default: 0]
    uniqueNames[name] = index + 1
    let prefix = discriminator.isEmpty ? fallbackDiscriminator : discriminator
    return "\(prefix)\(name.utf8.count)\(name)fMu\(index > 0 ? String(index - 1) : "")_"
  }

  private var fallbackDiscriminator: String {
    let file = fileID.utf8.map { Self.isIdentifierByte($0) ? String(UnicodeScalar($0)) : "_" }.joined()
    return "__macro_\(file)_\(line)_\(column)_"
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
