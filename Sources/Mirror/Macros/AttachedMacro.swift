/// A macro written as an attribute (`@Model`, `@Query(…)`), expanded from the source text of
/// the attribute and of the declaration it is attached to.
protocol AttachedMacro {
  /// The pieces of source the expansion in `request.role` adds: accessors, members, attributes
  /// for a member, peers, or extensions.
  static func expansion(of request: AttachedMacroRequest) throws(MacroSourceError) -> [String]
}

/// The roles an attached macro can be expanded in.
enum AttachedMacroRole: String {
  case accessor, memberAttribute, member, peer, `extension`
}

/// One attached macro expansion, as the compiler asks for it.
struct AttachedMacroRequest {
  var role: AttachedMacroRole
  var attribute: DeclarationSource.Attribute
  /// The declaration the attribute is written on; for `memberAttribute`, the member.
  var declaration: DeclarationSource
  /// For `memberAttribute`, the type whose member `declaration` is.
  var parent: DeclarationSource?
  /// For `extension`, the type extended, as written.
  var extendedType: String?
  /// For `extension`, the protocols the type does not conform to yet.
  var conformances: [String] = []

  /// The expansions of one role as one source text, as swift-syntax collapses them: accessors
  /// of a variable without any in braces, attributes one after another, anything else a blank
  /// line apart.
  func collapse(_ expansions: [String]) -> String {
    guard !expansions.isEmpty else { return "" }
    switch role {
    case .accessor where declaration.accessorBlock == nil:
      return "{\n" + expansions.joined(separator: "\n") + "\n}"
    case .memberAttribute:
      return expansions.joined(separator: " ")
    default:
      return expansions.joined(separator: "\n\n")
    }
  }
}

extension DeclarationSource.Attribute {
  /// `@Name(arguments)` as the compiler sends an attribute.
  init(parsing source: String) throws(MacroSourceError) {
    var scanner = SourceScanner(Array(source.utf8))
    scanner.skipTrivia()
    guard scanner.peek == UInt8(ascii: "@") else { throw MacroSourceError(offset: scanner.position, reason: "expected '@'") }
    scanner.position += 1
    var name = scanner.text(scanner.identifierRange())
    while scanner.peek == UInt8(ascii: "."), scanner.byte(at: scanner.position + 1).map(SourceScanner.startsIdentifier) == true {
      scanner.position += 1
      name += "." + scanner.text(scanner.identifierRange())
    }
    var arguments: String?
    scanner.skipTrivia()
    if scanner.peek == UInt8(ascii: "(") {
      let group = try scanner.group()
      arguments = scanner.text(group.lowerBound + 1..<group.upperBound - 1)
    }
    self.init(name: name, arguments: arguments)
  }
}
