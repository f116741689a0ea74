/// A freestanding macro expansion — `@attributes #Name<T>(arguments) { closure } label: { closure }` —
/// split into its parts from its source text alone, as the compiler sends it to the plugin.
///
/// The scanner knows Swift's lexical structure as far as splitting needs it: comments (nested
/// `/* */` too), string literals (multi-line, raw with any number of `#`, interpolations holding
/// their own strings and brackets), `#/…/#` regex literals and balanced `()`, `[]`, `{}`. Each
/// part is the exact source text, trimmed of surrounding whitespace and comments. Offsets are
/// UTF-8 offsets into the text.
struct FreestandingMacroSource: Equatable {
  /// One argument in the parentheses: `label: expression` or a bare expression.
  struct Argument: Equatable {
    var label: String?
    var expression: String
  }

  /// One trailing closure after the first: `label: { … }`.
  struct LabeledClosure: Equatable {
    var label: String
    var closure: String
  }

  /// Attributes and modifiers written before `#` (empty when there are none).
  var attributes: String
  /// The macro's name without `#`.
  var name: String
  var arguments: [Argument]
  /// The first trailing closure, braces included.
  var trailingClosure: String?
  var additionalTrailingClosures: [LabeledClosure]
  /// The offset of the first character that is not whitespace or a comment.
  var startOffset: Int

  init(parsing source: String) throws(MacroSourceError) {
    var scanner = SourceScanner(Array(source.utf8))
    scanner.skipTrivia()
    startOffset = scanner.position
    let attributesStart = scanner.position
    var attributesEnd = scanner.position
    while !scanner.atMacroName {
      guard !scanner.isAtEnd else { throw MacroSourceError(offset: scanner.position, reason: "expected '#' and a macro name") }
      try scanner.skipToken()
      attributesEnd = scanner.position
      scanner.skipTrivia()
    }
    attributes = scanner.text(attributesStart..<attributesEnd)
    scanner.position += 1
    name = scanner.text(scanner.identifierRange())
    scanner.skipTrivia()
    if scanner.peek == UInt8(ascii: "<") { try scanner.skipGenericArguments() }
    scanner.skipTrivia()
    arguments = []
    if scanner.peek == UInt8(ascii: "(") { arguments = try scanner.argumentList() }
    scanner.skipTrivia()
    trailingClosure = nil
    if scanner.peek == UInt8(ascii: "{") { trailingClosure = scanner.text(try scanner.group()) }
    additionalTrailingClosures = []
    while true {
      scanner.skipTrivia()
      if scanner.isAtEnd { break }
      guard trailingClosure != nil, let closure = try scanner.labeledClosure() else {
        throw MacroSourceError(offset: scanner.position, reason: "unexpected text after the macro's arguments")
      }
      additionalTrailingClosures.append(closure)
    }
  }
}
