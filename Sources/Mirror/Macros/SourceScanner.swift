/// Walks the UTF-8 bytes of a macro's source: trivia, tokens, literals and balanced groups.
struct SourceScanner {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position >= bytes.count }
  var peek: UInt8? { byte(at: position) }

  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// Whether `#` followed by an identifier (a macro or a `#if`-style keyword) starts here.
  var atMacroName: Bool { peek == UInt8(ascii: "#") && byte(at: position + 1).map(Self.startsIdentifier) == true }

  static func startsIdentifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
  }

  /// Digits and `$` continue an identifier (`_$backingData` is a name macros make).
  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "$")
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  /// Skips whitespace and comments. An unterminated block comment runs to the end.
  mutating func skipTrivia() {
    while let byte = peek {
      if Self.isWhitespace(byte) {
        position += 1
      } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "/") {
        while let next = peek, next != 0x0A { position += 1 }
      } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
        var depth = 0
        repeat {
          if peek == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
            depth += 1
            position += 2
          } else if peek == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
            depth -= 1
            position += 2
          } else {
            position += 1
          }
        } while depth > 0 && !isAtEnd
      } else {
        return
      }
    }
  }

  /// The identifier (plain or in backticks) at the position, which it moves past; empty when none.
  mutating func identifierRange() -> Range<Int> {
    let start = position
    if peek == UInt8(ascii: "`") {
      var end = position + 1
      while let byte = byte(at: end), byte != UInt8(ascii: "`"), byte != 0x0A { end += 1 }
      if byte(at: end) == UInt8(ascii: "`") { position = end + 1 }
      return start..<position
    }
    guard let first = peek, Self.startsIdentifier(first) else { return start..<start }
    while let byte = peek, Self.continuesIdentifier(byte) { position += 1 }
    return start..<position
  }

  /// Moves past one token: a literal, a bracketed group, an identifier or a single character.
  mutating func skipToken() throws(MacroSourceError) {
    guard let byte = peek else { return }
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
      _ = try group()
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      throw MacroSourceError(offset: position, reason: "unbalanced '\(Character(Unicode.Scalar(byte)))'")
    case UInt8(ascii: "\""):
      try skipStringLiteral()
    case UInt8(ascii: "#"):
      var hashes = position
      while self.byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
      if self.byte(at: hashes) == UInt8(ascii: "\"") {
        try skipStringLiteral()
      } else if self.byte(at: hashes) == UInt8(ascii: "/") {
        try skipRegexLiteral()
      } else {
        position += 1
        _ = identifierRange()
      }
    default:
      if Self.startsIdentifier(byte) || byte == UInt8(ascii: "`") {
        if identifierRange().isEmpty { position += 1 }
      } else {
        position += 1
      }
    }
  }

  /// Moves past a bracketed group starting at the position and returns its range, brackets included.
  mutating func group() throws(MacroSourceError) -> Range<Int> {
    let start = position
    var closers: [UInt8] = []
    repeat {
      skipTrivia()
      guard let byte = peek else {
        throw MacroSourceError(offset: start, reason: "'\(Character(Unicode.Scalar(bytes[start])))' is never closed")
      }
      switch byte {
      case UInt8(ascii: "("):
        closers.append(UInt8(ascii: ")"))
        position += 1
      case UInt8(ascii: "["):
        closers.append(UInt8(ascii: "]"))
        position += 1
      case UInt8(ascii: "{"):
        closers.append(UInt8(ascii: "}"))
        position += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        guard closers.last == byte else {
          throw MacroSourceError(offset: position, reason: "unbalanced '\(Character(Unicode.Scalar(byte)))'")
        }
        closers.removeLast()
        position += 1
      default:
        try skipToken()
      }
    } while !closers.isEmpty
    return start..<position
  }

  /// Moves past `#"…"#`, `"…"`, `"""…"""` and their raw forms, interpolations included.
  mutating func skipStringLiteral() throws(MacroSourceError) {
    let start = position
    let hashes = skipHashes()
    let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
    position += multiline ? 3 : 1
    let quotes = multiline ? 3 : 1
    while true {
      guard let byte = peek else { throw MacroSourceError(offset: start, reason: "unterminated string literal") }
      if byte == 0x0A && !multiline { throw MacroSourceError(offset: start, reason: "unterminated string literal") }
      if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
        position += quotes + hashes
        return
      }
      if byte == UInt8(ascii: "\\"), matches(UInt8(ascii: "#"), count: hashes, at: position + 1) {
        position += 1 + hashes
        if peek == UInt8(ascii: "(") {
          _ = try group()
        } else if !isAtEnd {
          position += 1
        }
        continue
      }
      position += 1
    }
  }

  /// Moves past `#/…/#` (any number of `#`).
  mutating func skipRegexLiteral() throws(MacroSourceError) {
    let start = position
    let hashes = skipHashes()
    position += 1
    while let byte = peek {
      if byte == UInt8(ascii: "\\") {
        position += 2
      } else if byte == UInt8(ascii: "/"), matches(UInt8(ascii: "#"), count: hashes, at: position + 1) {
        position += 1 + hashes
        return
      } else {
        position += 1
      }
    }
    throw MacroSourceError(offset: start, reason: "unterminated regex literal")
  }

  /// Moves past the `#`s that open a raw literal; returns how many there were.
  mutating func skipHashes() -> Int {
    let start = position
    while peek == UInt8(ascii: "#") { position += 1 }
    return position - start
  }

  func matches(_ byte: UInt8, count: Int, at index: Int) -> Bool {
    (0..<count).allSatisfy { self.byte(at: index + $0) == byte }
  }

  func closes(quotes: Int, hashes: Int) -> Bool {
    matches(UInt8(ascii: "\""), count: quotes, at: position) && matches(UInt8(ascii: "#"), count: hashes, at: position + quotes)
  }

  /// Moves past `<…>` after the macro's name.
  mutating func skipGenericArguments() throws(MacroSourceError) {
    let start = position
    var depth = 0
    repeat {
      skipTrivia()
      guard let byte = peek else { throw MacroSourceError(offset: start, reason: "'<' is never closed") }
      if byte == UInt8(ascii: "<") {
        depth += 1
        position += 1
      } else if byte == UInt8(ascii: ">") {
        depth -= 1
        position += 1
      } else {
        try skipToken()
      }
    } while depth > 0
  }

  /// The arguments in the parentheses at the position, which it moves past.
  mutating func argumentList() throws(MacroSourceError) -> [FreestandingMacroSource.Argument] {
    let open = position
    let end = try group().upperBound - 1
    position = open + 1
    var arguments: [FreestandingMacroSource.Argument] = []
    while true {
      skipTrivia()
      if position >= end {
        position = end + 1
        return arguments
      }
      var label: String?
      let start = position
      let name = identifierRange()
      skipTrivia()
      if !name.isEmpty, peek == UInt8(ascii: ":") {
        label = text(name)
        position += 1
        skipTrivia()
      } else {
        position = start
      }
      let expressionStart = position
      var expressionEnd = position
      while position < end, peek != UInt8(ascii: ",") {
        try skipToken()
        expressionEnd = position
        skipTrivia()
      }
      guard expressionEnd > expressionStart else {
        throw MacroSourceError(offset: expressionStart, reason: "expected an expression in the argument list")
      }
      arguments.append(.init(label: label, expression: text(expressionStart..<expressionEnd)))
      if position < end { position += 1 }
    }
  }

  /// `label: { … }` at the position, which it moves past; nil (not moving) when something else is there.
  mutating func labeledClosure() throws(MacroSourceError) -> FreestandingMacroSource.LabeledClosure? {
    let start = position
    let name = identifierRange()
    skipTrivia()
    guard !name.isEmpty, peek == UInt8(ascii: ":") else {
      position = start
      return nil
    }
    position += 1
    skipTrivia()
    guard peek == UInt8(ascii: "{") else {
      position = start
      return nil
    }
    return .init(label: text(name), closure: text(try group()))
  }
}
