import Foundation

extension PredicateFormat {
  enum Token: Equatable {
    case word(String)
    case number(String)
    case string(String)
    case symbol(String)
    case argument(String)
  }

  enum Tokenizer {
    static func tokens(of format: String) throws -> [Token] {
      var tokens: [Token] = []
      let characters = Array(format)
      var index = 0
      func fail(_ reason: String) -> PredicateFormatError { PredicateFormatError(format: format, reason: reason) }
      while index < characters.count {
        let character = characters[index]
        if character.isWhitespace {
          index += 1
        } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
          var word = ""
          while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || "_@$#".contains(characters[index])
              || (characters[index] == "." && index + 1 < characters.count && !characters[index + 1].isWhitespace)
          {
            word.append(characters[index])
            index += 1
          }
          tokens.append(.word(word))
        } else if character.isNumber
          || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
            && (tokens.last.map { if case .symbol = $0 { true } else { false } } ?? true))
        {
          var number = String(character)
          index += 1
          while index < characters.count, characters[index].isNumber || characters[index] == "." {
            number.append(characters[index])
            index += 1
          }
          tokens.append(.number(number))
        } else if character == "'" || character == "\"" {
          var text = ""
          index += 1
          while index < characters.count, characters[index] != character {
            if characters[index] == "\\", index + 1 < characters.count { index += 1 }
            text.append(characters[index])
            index += 1
          }
          guard index < characters.count else { throw fail("unterminated string") }
          index += 1
          tokens.append(.string(text))
        } else if character == "%" {
          var specifier = ""
          index += 1
          while index < characters.count, "lqhjztL".contains(characters[index]) {
            specifier.append(characters[index])
            index += 1
          }
          guard index < characters.count else { throw fail("a % at the end") }
          specifier.append(characters[index])
          index += 1
          tokens.append(specifier == "%" ? .string("%") : .argument(specifier))
        } else {
          let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
          if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
            tokens.append(.symbol(two))
            index += 2
          } else if "=<>!(){}[],".contains(character) {
            tokens.append(.symbol(String(character)))
            index += 1
          } else {
            throw fail("unexpected '\(character)'")
          }
        }
      }
      return tokens
    }
  }

  struct Parser {
    let tokens: [Token]
    var arguments: [Any?]
    let format: String
    var position = 0

    init(tokens: [Token], arguments: [Any?], format: String) {
      self.tokens = tokens
      self.arguments = arguments
      self.format = format
    }

    var isAtEnd: Bool { position >= tokens.count }

    func error(_ reason: String) -> PredicateFormatError { PredicateFormatError(format: format, reason: reason) }

    func describeNext() -> String {
      guard position < tokens.count else { return "end" }
      switch tokens[position] {
      case .word(let text), .number(let text), .symbol(let text): return "'\(text)'"
      case .string(let text): return "\"\(text)\""
      case .argument(let text): return "%\(text)"
      }
    }

    private func keyword(at offset: Int = 0) -> String? {
      guard position + offset < tokens.count, case .word(let word) = tokens[position + offset] else { return nil }
      return word.uppercased()
    }

    private func symbol() -> String? {
      guard position < tokens.count, case .symbol(let symbol) = tokens[position] else { return nil }
      return symbol
    }

    mutating func predicate() throws -> Node {
      var node = try conjunction()
      while keyword() == "OR" || symbol() == "||" {
        position += 1
        node = .or(node, try conjunction())
      }
      return node
    }

    private mutating func conjunction() throws -> Node {
      var node = try negation()
      while keyword() == "AND" || symbol() == "&&" {
        position += 1
        node = .and(node, try negation())
      }
      return node
    }

    private mutating func negation() throws -> Node {
      if keyword() == "NOT" || symbol() == "!" {
        position += 1
        return .not(try negation())
      }
      return try primary()
    }

    private mutating func primary() throws -> Node {
      if symbol() == "(" {
        let mark = position
        position += 1
        if let node = try? predicate(), symbol() == ")" {
          position += 1
          return node
        }
        position = mark
      }
      switch keyword() {
      case "TRUEPREDICATE":
        position += 1
        return .constant(true)
      case "FALSEPREDICATE":
        position += 1
        return .constant(false)
      default: return .comparison(try comparison())
      }
    }

    private mutating func comparison() throws -> Comparison {
      var quantifier: Quantifier?
      switch keyword() {
      case "ANY", "SOME":
        quantifier = .any
        position += 1
      case "ALL":
        quantifier = .all
        position += 1
      case "NONE":
        quantifier = Quantifier.none
        position += 1
      default: break
      }
      let left = try expression()
      let op: Operator
      switch symbol() ?? keyword() {
      case "==", "=": op = .equal
      case "!=", "<>": op = .notEqual
      case "<": op = .less
      case "<=", "=<": op = .lessOrEqual
      case ">": op = .greater
      case ">=", "=>": op = .greaterOrEqual
      case "BETWEEN": op = .between
      case "IN": op = .in
      case "CONTAINS": op = .contains
      case "BEGINSWITH": op = .beginsWith
      case "ENDSWITH": op = .endsWith
      case "LIKE": op = .like
      case "MATCHES": op = .matches
      default: throw error("expected a comparison after the left side, found \(describeNext())")
      }
      position += 1
      var comparison = Comparison(quantifier: quantifier, left: left, op: op, right: .value(nil))
      if symbol() == "[" {
        position += 1
        guard case .word(let options) = tokens[safe: position], tokens[safe: position + 1] == .symbol("]") else {
          throw error("expected options such as [c], [d] or [cd]")
        }
        comparison.caseInsensitive = options.lowercased().contains("c")
        comparison.diacriticInsensitive = options.lowercased().contains("d")
        position += 2
      }
      comparison.right = try expression()
      return comparison
    }

    private mutating func expression() throws -> Expression {
      guard position < tokens.count else { throw error("expected a value at the end") }
      let token = tokens[position]
      position += 1
      switch token {
      case .number(let text): return .value(NSNumber(value: Double(text) ?? 0))
      case .string(let text): return .value(text)
      case .argument(let specifier): return try argument(specifier)
      case .symbol("{"):
        var items: [Expression] = []
        while symbol() != "}" {
          items.append(try expression())
          if symbol() == "," { position += 1 } else if symbol() != "}" { throw error("expected ',' or '}' in a list") }
        }
        position += 1
        return .aggregate(items)
      case .word(let word):
        switch word.uppercased() {
        case "TRUE", "YES": return .value(NSNumber(value: true))
        case "FALSE", "NO": return .value(NSNumber(value: false))
        case "NIL", "NULL": return .value(nil)
        case "SELF": return .keyPath("self")
        default: return .keyPath(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word)
        }
      default:
        throw error("expected a value, found \(String(describing: token))")
      }
    }

    private mutating func argument(_ specifier: String) throws -> Expression {
      guard !arguments.isEmpty else { throw error("more %-arguments than values given") }
      let value = arguments.removeFirst()
      switch specifier.last {
      case "K":
        guard let key = value.flatMap(string) else { throw error("%K takes a key path string") }
        return .keyPath(key)
      default:
        return .value(value)
      }
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
