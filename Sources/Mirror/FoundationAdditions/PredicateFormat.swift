import Foundation

/// A predicate written in Foundation's predicate format string language, parsed once and
/// evaluated against objects through key-value reading.
///
/// It covers what app code writes: comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`,
/// `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, with `[c]`, `[d]` and `[cd]`),
/// `AND`/`OR`/`NOT` and parentheses, `ANY`/`ALL`/`NONE`, `TRUEPREDICATE`/`FALSEPREDICATE`, key
/// paths with `@count`, `@sum`, `@avg`, `@min`, `@max`, `SELF`, literals (numbers, quoted
/// strings, `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `{a, b}`) and the arguments `%@`, `%K`,
/// `%d`, `%i`, `%ld`, `%lld`, `%u`, `%lu`, `%f`, `%lf`, `%s`.
package struct PredicateFormat {
  indirect enum Node {
    case constant(Bool)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
    case comparison(Comparison)
  }

  enum Quantifier { case any, all, none }

  enum Operator: String {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, between, `in`, contains, beginsWith, endsWith, like
    case matches
  }

  struct Comparison {
    var quantifier: Quantifier?
    var left: Expression
    var op: Operator
    var caseInsensitive = false
    var diacriticInsensitive = false
    var right: Expression
  }

  indirect enum Expression {
    case value(Any?)
    case keyPath(String)
    case aggregate([Expression])
  }

  let root: Node

  /// Parses `format`, taking `%@`-style arguments from `arguments` in order.
  ///
  /// - Throws: ``PredicateFormatError`` naming the place in the format that it cannot read.
  package init(_ format: String, arguments: [Any?]) throws {
    var parser = Parser(tokens: try Tokenizer.tokens(of: format), arguments: arguments, format: format)
    root = try parser.predicate()
    guard parser.isAtEnd else { throw parser.error("unexpected \(parser.describeNext())") }
  }

  /// Whether `object` satisfies the predicate.
  package func evaluate(_ object: Any?) -> Bool { Self.evaluate(root, object) }

  private static func evaluate(_ node: Node, _ object: Any?) -> Bool {
    switch node {
    case .constant(let value): return value
    case .not(let inner): return !evaluate(inner, object)
    case .and(let left, let right): return evaluate(left, object) && evaluate(right, object)
    case .or(let left, let right): return evaluate(left, object) || evaluate(right, object)
    case .comparison(let comparison): return evaluate(comparison, object)
    }
  }

  private static func value(_ expression: Expression, _ object: Any?) -> Any? {
    switch expression {
    case .value(let value): return value
    case .keyPath(let path): return keyValue(of: object, atPath: path)
    case .aggregate(let items): return items.map { value($0, object) ?? NSNull() }
    }
  }

  private static func evaluate(_ comparison: Comparison, _ object: Any?) -> Bool {
    let left = value(comparison.left, object)
    let right = value(comparison.right, object)
    guard let quantifier = comparison.quantifier else { return compare(left, right, comparison) }
    let items = left.flatMap { elements($0) ?? [$0] } ?? []
    switch quantifier {
    case .any: return items.contains { compare($0, right, comparison) }
    case .all: return items.allSatisfy { compare($0, right, comparison) }
    case .none: return !items.contains { compare($0, right, comparison) }
    }
  }

  private static func compare(_ left: Any?, _ right: Any?, _ comparison: Comparison) -> Bool {
    let folded = comparison.caseInsensitive
    func text(_ value: Any?) -> String? {
      guard var text = value.flatMap(string) else { return nil }
      if comparison.diacriticInsensitive { text = text.folding(options: .diacriticInsensitive, locale: nil) }
      return folded ? text.lowercased() : text
    }
    switch comparison.op {
    case .equal: return equal(left, right, folded, comparison.diacriticInsensitive)
    case .notEqual: return !equal(left, right, folded, comparison.diacriticInsensitive)
    case .less: return ordered(left, right, folded) == .orderedAscending
    case .lessOrEqual: return ordered(left, right, folded).map { $0 != .orderedDescending } ?? false
    case .greater: return ordered(left, right, folded) == .orderedDescending
    case .greaterOrEqual: return ordered(left, right, folded).map { $0 != .orderedAscending } ?? false
    case .between:
      guard let bounds = right.flatMap(elements), bounds.count == 2 else { return false }
      return ordered(left, bounds[0], folded).map { $0 != .orderedAscending } ?? false
        && ordered(left, bounds[1], folded).map { $0 != .orderedDescending } ?? false
    case .in:
      if let items = right.flatMap(elements) {
        return items.contains { equal(left, $0, folded, comparison.diacriticInsensitive) }
      }
      guard let needle = text(left), let haystack = text(right) else { return false }
      return haystack.contains(needle)
    case .contains:
      if let items = left.flatMap(elements) {
        return items.contains { equal($0, right, folded, comparison.diacriticInsensitive) }
      }
      guard let haystack = text(left), let needle = text(right) else { return false }
      return haystack.contains(needle)
    case .beginsWith:
      guard let haystack = text(left), let needle = text(right) else { return false }
      return haystack.hasPrefix(needle)
    case .endsWith:
      guard let haystack = text(left), let needle = text(right) else { return false }
      return haystack.hasSuffix(needle)
    case .like:
      guard let subject = text(left), let pattern = text(right) else { return false }
      return matchesWildcards(Array(subject), Array(pattern))
    case .matches:
      guard let subject = text(left), let pattern = right.flatMap(string),
        let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: folded ? [.caseInsensitive] : [])
      else { return false }
      return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
  }

  private static func equal(_ left: Any?, _ right: Any?, _ folded: Bool, _ diacritics: Bool) -> Bool {
    let left = left.flatMap { $0 is NSNull ? nil : $0 }
    let right = right.flatMap { $0 is NSNull ? nil : $0 }
    guard let left, let right else { return left == nil && right == nil }
    if let a = number(left), let b = number(right) { return a == b }
    if var a = string(left), var b = string(right) {
      if diacritics {
        a = a.folding(options: .diacriticInsensitive, locale: nil)
        b = b.folding(options: .diacriticInsensitive, locale: nil)
      }
      return folded ? a.lowercased() == b.lowercased() : a == b
    }
    if type(of: left) is AnyClass, type(of: right) is AnyClass, (left as AnyObject) === (right as AnyObject) { return true }
    if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
    return false
  }

  private static func ordered(_ left: Any?, _ right: Any?, _ folded: Bool) -> ComparisonResult? {
    guard let left, let right, !(left is NSNull), !(right is NSNull) else { return nil }
    return compareValues(left, right, caseInsensitive: folded)
  }

  /// `LIKE`: `*` matches any run of characters, `?` one character.
  private static func matchesWildcards(_ subject: [Character], _ pattern: [Character]) -> Bool {
    guard let first = pattern.first else { return subject.isEmpty }
    switch first {
    case "*":
      return (0...subject.count).contains { matchesWildcards(Array(subject[$0...]), Array(pattern.dropFirst())) }
    case "?":
      return !subject.isEmpty && matchesWildcards(Array(subject.dropFirst()), Array(pattern.dropFirst()))
    default:
      return subject.first == first && matchesWildcards(Array(subject.dropFirst()), Array(pattern.dropFirst()))
    }
  }
}

/// Why a predicate format could not be read.
package struct PredicateFormatError: Error, CustomStringConvertible {
  let format: String
  let reason: String
  package var description: String { "NSPredicate(format: \"\(format)\"): \(reason)" }
}
