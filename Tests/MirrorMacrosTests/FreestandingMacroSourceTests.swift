import XCTest

@testable import MirrorMacros

/// The scanner that splits a macro expansion's source into its arguments and trailing closures.
final class FreestandingMacroSourceTests: XCTestCase {
  private func arguments(_ source: String) throws -> [String] {
    try FreestandingMacroSource(parsing: source).arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.expression }
  }

  func testArgumentsLabelsAndTrailingClosures() throws {
    let node = try FreestandingMacroSource(
      parsing: """
        #Preview("Name", as: .systemSmall, using: P(a: 1, b: [2, 3])) {
          W()
        } timeline: {
          E(n: 1)
        } other: { x in x }
        """)
    XCTAssertEqual(node.name, "Preview")
    XCTAssertEqual(node.attributes, "")
    XCTAssertEqual(
      node.arguments,
      [
        .init(label: nil, expression: #""Name""#), .init(label: "as", expression: ".systemSmall"),
        .init(label: "using", expression: "P(a: 1, b: [2, 3])"),
      ])
    XCTAssertEqual(node.trailingClosure, "{\n  W()\n}")
    XCTAssertEqual(
      node.additionalTrailingClosures,
      [.init(label: "timeline", closure: "{\n  E(n: 1)\n}"), .init(label: "other", closure: "{ x in x }")])
  }

  func testStringsHoldingCommasBracketsAndQuotes() throws {
    XCTAssertEqual(try arguments(#"#Preview("a, b) {", x: "\"}\"")"#), [#""a, b) {""#, #"x: "\"}\"""#])
  }

  func testInterpolationsHoldingStringsAndBrackets() throws {
    XCTAssertEqual(try arguments(#"#Preview("n \(f("), }", [1, 2]))!", y: 1)"#), [#""n \(f("), }", [1, 2]))!""#, "y: 1"])
  }

  func testRawStrings() throws {
    XCTAssertEqual(
      try arguments(##"#Preview(#"a "quoted", \(not) interpolated"#, b)"##), [##"#"a "quoted", \(not) interpolated"#"##, "b"])
    XCTAssertEqual(
      try arguments(###"#Preview(##"a "# ) "##, c: #"\#(x("}"))"#)"###), [###"##"a "# ) "##"###, ###"c: #"\#(x("}"))"#"###])
  }

  func testMultilineStrings() throws {
    let source = "#Preview(\"\"\"\n  a \"quote\", ) }\n  \\(b(\"\"\"\n  )\n  \"\"\"))\n  \"\"\", z) { Text(\"x\") }"
    let node = try FreestandingMacroSource(parsing: source)
    XCTAssertEqual(node.arguments.count, 2)
    XCTAssertTrue(node.arguments[0].expression.hasSuffix("\"\"\""))
    XCTAssertEqual(node.arguments[1].expression, "z")
    XCTAssertEqual(node.trailingClosure, #"{ Text("x") }"#)
    let raw = "#Preview(#\"\"\"\n  \"\"\" not the end\n  \"\"\"#) { V() }"
    XCTAssertEqual(try FreestandingMacroSource(parsing: raw).trailingClosure, "{ V() }")
  }

  func testCommentsAreSkippedAndTrimmed() throws {
    let node = try FreestandingMacroSource(
      parsing: """
        // a comment before, with #Preview(
        #Preview( /* ( */ "Name" /* , */, // ) trailing
          as: .systemSmall /* nested /* } */ still */ ) // {
        { W() /* } */ } // after
        """)
    XCTAssertEqual(node.arguments, [.init(label: nil, expression: #""Name""#), .init(label: "as", expression: ".systemSmall")])
    XCTAssertEqual(node.trailingClosure, "{ W() /* } */ }")
    XCTAssertEqual(node.startOffset, 36)
  }

  func testAttributesGenericArgumentsTrailingCommasAndRegexLiterals() throws {
    let node = try FreestandingMacroSource(
      parsing: ##"@available(iOS 17, *) @MainActor #Preview<Int>(a: #/[(}]/#, b: 1,) { V() }"##)
    XCTAssertEqual(node.attributes, "@available(iOS 17, *) @MainActor")
    XCTAssertEqual(node.arguments, [.init(label: "a", expression: "#/[(}]/#"), .init(label: "b", expression: "1")])
    XCTAssertEqual(node.trailingClosure, "{ V() }")
  }

  func testATernaryOrKeyPathIsNotALabel() throws {
    XCTAssertEqual(try arguments(#"#Preview(flag ? "a" : "b", \.x)"#), [#"flag ? "a" : "b""#, #"\.x"#])
    XCTAssertEqual(try arguments("#Preview(`default`: 1)"), ["`default`: 1"])
  }

  func testUnbalancedOrUnterminatedSourceIsAnErrorWithItsOffset() {
    XCTAssertThrowsError(try FreestandingMacroSource(parsing: #"#Preview("abc) { V() }"#)) {
      XCTAssertEqual($0 as? MacroSourceError, MacroSourceError(offset: 9, reason: "unterminated string literal"))
    }
    XCTAssertThrowsError(try FreestandingMacroSource(parsing: "#Preview { V( }")) {
      XCTAssertEqual($0 as? MacroSourceError, MacroSourceError(offset: 14, reason: "unbalanced '}'"))
    }
    XCTAssertThrowsError(try FreestandingMacroSource(parsing: "#Preview { V()")) {
      XCTAssertEqual($0 as? MacroSourceError, MacroSourceError(offset: 9, reason: "'{' is never closed"))
    }
    XCTAssertThrowsError(try FreestandingMacroSource(parsing: "#Preview { V() } + 1")) {
      XCTAssertEqual($0 as? MacroSourceError, MacroSourceError(offset: 17, reason: "unexpected text after the macro's arguments"))
    }
    XCTAssertThrowsError(try FreestandingMacroSource(parsing: "Preview()")) {
      XCTAssertEqual(($0 as? MacroSourceError)?.reason, "expected '#' and a macro name")
    }
  }
}
