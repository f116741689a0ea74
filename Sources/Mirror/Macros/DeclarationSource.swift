/// A declaration as an attached macro receives it — a type with its members, or one member —
/// split into the parts the SwiftData macros read, from its source text alone.
///
/// Members of a type body are told apart as the compiler does for the cases that occur in
/// models: a `;`, or a line break before a token that can only start a declaration (an
/// attribute, a modifier, a declaration keyword, a `#` directive) ends one, unless the line
/// ends in an operator that needs more. `#if`, `#elseif`, `#else` and `#endif` are members of
/// their own (``directive``), so expansions can repeat them.
struct DeclarationSource: Equatable {
  /// `@name(arguments)`; `arguments` is the text between the parentheses, nil without them.
  struct Attribute: Equatable {
    var name: String
    var arguments: String?
  }

  var attributes: [Attribute] = []
  /// `public`, `static`, `private(set)`, `final`… as written.
  var modifiers: [String] = []
  /// `var`, `let`, `func`, `init`, `class`, `struct`…; `#if`, `#elseif`, `#else`, `#endif`, or
  /// `#` and a macro's name for a freestanding declaration macro.
  var keyword = ""
  /// The declared name as written (backticks kept); empty when there is none or it is a pattern.
  var name = ""
  /// A variable's type annotation.
  var type: String?
  /// A variable's initial value.
  var initializer: String?
  /// A variable's `{ … }` accessors or observers.
  var accessorBlock: String?
  /// A type's members: the text between its braces.
  var body: String?
  /// The condition of `#if` and `#elseif`.
  var condition: String?
  /// The declaration's whole text.
  var text = ""

  private init() {}

  /// The one declaration in `source` (leading attributes and comments included).
  init(parsing source: String) throws(MacroSourceError) {
    var scanner = SourceScanner(Array(source.utf8))
    scanner.skipTrivia()
    self = try Self.read(&scanner, end: scanner.bytes.count)
  }

  /// The members of a type body (`body` of a type declaration), in order.
  static func members(of body: String) throws(MacroSourceError) -> [DeclarationSource] {
    var scanner = SourceScanner(Array(body.utf8))
    var members: [DeclarationSource] = []
    while true {
      scanner.skipTrivia()
      while scanner.peek == UInt8(ascii: ";") {
        scanner.position += 1
        scanner.skipTrivia()
      }
      if scanner.isAtEnd { return members }
      members.append(try read(&scanner, end: scanner.bytes.count))
    }
  }

  /// The name without backticks, as a string or a prefixed name (`_name`) needs it.
  var plainName: String { name.filter { $0 != "`" } }

  /// Whether the declaration has the attribute `name` (written with or without a module).
  func hasAttribute(_ name: String) -> Bool { attribute(name) != nil }

  func attribute(_ name: String) -> Attribute? {
    attributes.first { $0.name == name || $0.name.hasSuffix(".\(name)") }
  }

  var isDirective: Bool { ["#if", "#elseif", "#else", "#endif"].contains(keyword) }

  /// A directive as a line of source.
  var directiveLine: String { condition.map { "\(keyword) \($0)" } ?? keyword }

  var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

  /// Whether this is a stored instance variable with a single name (not computed, not lazy).
  var isStoredInstanceVariable: Bool {
    keyword == "var" && !name.isEmpty && !isStatic && !modifiers.contains("lazy") && accessorBlock == nil
  }

  // MARK: Reading

  private static let modifierKeywords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override", "lazy",
    "weak", "unowned", "dynamic", "required", "convenience", "mutating", "nonmutating", "nonisolated", "optional",
    "indirect", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "distributed", "__consuming",
  ]

  private static let declarationKeywords: Set<String> = [
    "var", "let", "func", "init", "deinit", "subscript", "struct", "enum", "class", "actor", "protocol", "extension",
    "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
  ]

  private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "extension"]

  private static func read(_ scanner: inout SourceScanner, end: Int) throws(MacroSourceError) -> DeclarationSource {
    var declaration = DeclarationSource()
    let start = scanner.position
    // Attributes.
    while scanner.peek == UInt8(ascii: "@") {
      scanner.position += 1
      var name = scanner.text(scanner.identifierRange())
      while scanner.peek == UInt8(ascii: "."), scanner.byte(at: scanner.position + 1).map(SourceScanner.startsIdentifier) == true
      {
        scanner.position += 1
        name += "." + scanner.text(scanner.identifierRange())
      }
      guard !name.isEmpty else {
        throw MacroSourceError(offset: scanner.position, reason: "expected an attribute name after '@'")
      }
      var arguments: String?
      if scanner.peek == UInt8(ascii: "(") {
        let group = try scanner.group()
        arguments = scanner.text(group.lowerBound + 1..<group.upperBound - 1)
      }
      declaration.attributes.append(Attribute(name: name, arguments: arguments))
      scanner.skipTrivia()
    }
    // Modifiers (`class` is one when a declaration keyword follows it).
    while true {
      let mark = scanner.position
      let word = scanner.text(scanner.identifierRange())
      guard modifierKeywords.contains(word) else {
        scanner.position = mark
        break
      }
      if word == "class" {
        scanner.skipTrivia()
        let next = scanner.position
        let following = scanner.text(scanner.identifierRange())
        scanner.position = next
        guard declarationKeywords.contains(following) || modifierKeywords.contains(following), following != "class" else {
          scanner.position = mark
          break
        }
      }
      var modifier = word
      if scanner.peek == UInt8(ascii: "(") { modifier += scanner.text(try scanner.group()) }
      declaration.modifiers.append(modifier)
      scanner.skipTrivia()
    }
    // The keyword.
    if scanner.peek == UInt8(ascii: "#") {
      scanner.position += 1
      let word = scanner.text(scanner.identifierRange())
      declaration.keyword = "#" + word
      if word == "if" || word == "elseif" {
        let conditionStart = scanner.position
        while let byte = scanner.peek, byte != 0x0A, !scanner.atLineComment { try scanner.skipToken() }
        declaration.condition = scanner.text(conditionStart..<scanner.position).trimmingSpaces
      }
      if declaration.isDirective {
        declaration.text = scanner.text(start..<scanner.position).trimmingSpaces
        return declaration
      }
    } else {
      declaration.keyword = scanner.text(scanner.identifierRange())
      if declaration.keyword.isEmpty {
        throw MacroSourceError(offset: scanner.position, reason: "expected a declaration")
      }
    }
    var lastEnd = scanner.position
    if declaration.keyword == "var" || declaration.keyword == "let" {
      scanner.skipTrivia()
      declaration.name = scanner.text(scanner.identifierRange())
      lastEnd = scanner.position
      scanner.skipTrivia()
      if scanner.peek == UInt8(ascii: ":") {
        scanner.position += 1
        scanner.skipTrivia()
        let range = try readUntil(&scanner, end: end, stopAt: [UInt8(ascii: "="), UInt8(ascii: "{")])
        declaration.type = scanner.text(range)
        lastEnd = range.upperBound
        scanner.skipTrivia()
      }
      if scanner.peek == UInt8(ascii: "=") {
        scanner.position += 1
        scanner.skipTrivia()
        let range = try readUntil(&scanner, end: end, stopAt: [], stopAtObservers: true)
        declaration.initializer = scanner.text(range)
        lastEnd = range.upperBound
        scanner.skipTrivia()
      }
      if scanner.peek == UInt8(ascii: "{") {
        let group = try scanner.group()
        declaration.accessorBlock = scanner.text(group)
        lastEnd = group.upperBound
      }
      scanner.position = lastEnd
    } else if typeKeywords.contains(declaration.keyword) {
      scanner.skipTrivia()
      declaration.name = scanner.text(scanner.identifierRange())
      while !scanner.isAtEnd, scanner.position < end, scanner.peek != UInt8(ascii: "{") {
        try scanner.skipToken()
        scanner.skipTrivia()
      }
      if scanner.peek == UInt8(ascii: "{") {
        let group = try scanner.group()
        declaration.body = scanner.text(group.lowerBound + 1..<group.upperBound - 1)
        lastEnd = group.upperBound
      }
    }
    // The rest, to the end of the declaration.
    let rest = try readUntil(&scanner, end: end, stopAt: [])
    if !rest.isEmpty { lastEnd = rest.upperBound }
    declaration.text = scanner.text(start..<max(lastEnd, start))
    return declaration
  }

  /// Moves past tokens until one of `stopAt` at this depth, or the end of the declaration;
  /// returns the range of the tokens passed (without trailing trivia). With `stopAtObservers`, a
  /// `{` that opens `willSet`/`didSet` observers also stops it.
  private static func readUntil(
    _ scanner: inout SourceScanner, end: Int, stopAt: Set<UInt8>, stopAtObservers: Bool = false
  ) throws(MacroSourceError) -> Range<Int> {
    var previousEnd = scanner.position
    scanner.skipTrivia()
    let start = scanner.position
    var lastEnd = start
    var lastByte: UInt8?
    while scanner.position < end, let byte = scanner.peek {
      if stopAt.contains(byte) { break }
      if byte == UInt8(ascii: ";") { break }
      if stopAtObservers, byte == UInt8(ascii: "{"), scanner.opensObservers { break }
      // A line break ends the declaration before a token that starts another.
      let crossedLine = scanner.bytes[previousEnd..<scanner.position].contains(0x0A)
      if crossedLine, scanner.startsDeclaration, !(lastByte.map(Self.continuesExpression) ?? false) { break }
      if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { break }
      try scanner.skipToken()
      lastEnd = scanner.position
      previousEnd = lastEnd
      lastByte = scanner.bytes[lastEnd - 1]
      scanner.skipTrivia()
    }
    scanner.position = max(scanner.position, lastEnd)
    return start..<lastEnd
  }

  /// Operator characters that, ending a line, continue the expression on the next.
  private static func continuesExpression(_ byte: UInt8) -> Bool {
    "=-+*/%<&|^~.:,".utf8.contains(byte)
  }

  fileprivate static func startsDeclaration(word: String) -> Bool {
    modifierKeywords.contains(word) || declarationKeywords.contains(word)
  }
}

extension SourceScanner {
  /// Whether a `//` comment starts here.
  var atLineComment: Bool { peek == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "/") }

  /// Whether the token here can only start a declaration: an attribute, a `#` directive or
  /// macro, a modifier or a declaration keyword.
  var startsDeclaration: Bool {
    guard let byte = peek else { return false }
    if byte == UInt8(ascii: "@") { return true }
    if atMacroName { return true }
    var copy = self
    let word = copy.text(copy.identifierRange())
    return DeclarationSource.startsDeclaration(word: word)
  }

  /// Whether the `{` here opens `willSet`/`didSet` observers.
  var opensObservers: Bool {
    var copy = self
    copy.position += 1
    copy.skipTrivia()
    let word = copy.text(copy.identifierRange())
    return word == "willSet" || word == "didSet"
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !" \t\r\n".unicodeScalars.contains($0) })!
    return String(scalars[first...last])
  }
}
