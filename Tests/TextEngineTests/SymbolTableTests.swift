import Foundation
import XCTest

@testable import TextEngine

/// The SF Symbol → Material Design Icons table: well-formed, and every glyph in the font.
final class SymbolTableTests: XCTestCase {
  func testEveryLineHasANameAnIconAndACodePoint() {
    let lines = SymbolTable.source.split(separator: "\n").filter { !$0.hasPrefix("#") }
    XCTAssertEqual(lines.count, SymbolTable.entries.count, "every non-heading line parses")
    XCTAssertGreaterThan(SymbolTable.entries.count, 300)
    let names = SymbolTable.entries.map(\.symbol)
    XCTAssertEqual(Set(names).count, names.count, "no SF Symbol name twice")
    for entry in SymbolTable.entries {
      XCTAssertTrue(entry.symbol.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." }, entry.symbol)
      XCTAssertTrue((0xF000...0xF8FF).contains(entry.codePoint), "\(entry.symbol): private-use code point")
    }
  }

  func testTheCommonFamiliesAndTheirFillVariantsAreMapped() {
    for name in [
      "arrow.up", "chevron.right", "cloud.rain.fill", "sun.max.fill", "calendar", "clock", "play.fill",
      "pause.fill", "exclamationmark.triangle.fill", "person.fill", "iphone", "battery.100", "wifi",
      "house.fill", "lightbulb.fill", "bolt.fill", "heart.fill", "star", "checkmark.circle.fill",
      "xmark", "plus", "minus", "gearshape", "bell.fill", "location.fill",
    ] {
      XCTAssertNotNil(SymbolTable.byName[name], name)
    }
    XCTAssertEqual(SymbolTable.byName["heart"]?.icon, "heart-outline", "outline symbols take MDI's outline icons")
    XCTAssertEqual(SymbolTable.byName["heart.fill"]?.icon, "heart")
  }

  /// An enclosed name the table lacks is its base symbol with the enclosure; a listed enclosed
  /// name keeps MDI's own enclosed icon.
  func testEnclosedNamesComposeTheBaseSymbol() throws {
    let bolt = try XCTUnwrap(TextEngine.shared.symbol(named: "bolt"))
    for (name, enclosure) in [
      ("bolt.circle", SymbolEnclosure.circle), ("bolt.circle.fill", .circleFill), ("bolt.square", .square),
      ("bolt.square.fill", .squareFill),
    ] {
      let glyph = try XCTUnwrap(TextEngine.shared.symbol(named: name), name)
      XCTAssertEqual(glyph.glyph, bolt.glyph, name)
      XCTAssertEqual(glyph.enclosure, enclosure, name)
      XCTAssertEqual(glyph.name, name)
    }
    XCTAssertEqual(
      TextEngine.shared.symbol(named: "checkmark.circle")?.enclosure, SymbolEnclosure.none, "MDI's check-circle-outline")
    XCTAssertNil(TextEngine.shared.symbol(named: "not.a.symbol.circle"))
    XCTAssertNil(TextEngine.shared.symbol(named: ".circle"))
  }

  /// Names seen in public code (scripts/data/sf-symbol-usage.tsv) draw an icon of the same
  /// meaning; SF Symbols 6's `document` names draw what their `doc` forms draw.
  func testNamesSeenInPublicCodeAreMapped() {
    for (name, icon) in [
      ("figure.strengthtraining.traditional", "dumbbell"), ("x.circle.fill", "close-circle"),
      ("x.circle", "close-circle-outline"), ("underline", "format-underline"), ("viewfinder", "crop-free"),
      ("sun.horizon", "weather-sunset"), ("eyeglasses", "glasses"), ("quote.opening", "format-quote"),
      ("delete.left.fill", "backspace"), ("target", "target"),
    ] {
      XCTAssertEqual(SymbolTable.byName[name]?.icon, icon, name)
    }
    for (name, older) in [
      ("document", "doc"), ("document.fill", "doc.fill"), ("document.on.document", "doc.on.doc"),
      ("document.on.clipboard", "doc.on.clipboard"),
    ] {
      XCTAssertEqual(SymbolTable.byName[name]?.icon, SymbolTable.byName[older]?.icon, name)
    }
  }

  /// `arrow.clockwise` is a solid arc with its head at the top right (reload), which is MDI's
  /// `refresh`; MDI's `rotate-right` has a dashed arc and means turning an object.
  func testReloadArrowsAreSolidArcs() {
    XCTAssertEqual(SymbolTable.byName["arrow.clockwise"]?.icon, "refresh")
    XCTAssertEqual(SymbolTable.byName["arrow.counterclockwise"]?.icon, "replay")
  }

  /// The names in the table are the icon font package's own: its SCSS list maps each name to
  /// the same code point.
  func testIconNamesAgreeWithThePackagesList() throws {
    let list = "/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss"
    let text = try String(contentsOfFile: list, encoding: .utf8)
    var codes: [String: UInt32] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, parts[0].hasPrefix("\""),
        let code = UInt32(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: ",")), radix: 16)
      else { continue }
      codes[parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "\""))] = code
    }
    XCTAssertGreaterThan(codes.count, 1000)
    for entry in SymbolTable.entries {
      XCTAssertEqual(codes[entry.icon], entry.codePoint, "\(entry.symbol) → \(entry.icon)")
    }
  }

  func testEveryMappedSymbolHasAGlyphWithAnOutline() throws {
    let engine = TextEngine.shared
    for entry in SymbolTable.entries {
      let glyph = try XCTUnwrap(engine.symbol(named: entry.symbol), entry.symbol)
      XCTAssertEqual(glyph.iconName, entry.icon)
      XCTAssertGreaterThan(glyph.advance, 0)
      XCTAssertFalse(engine.outline(glyph: glyph.glyph, face: glyph.face).path.isEmpty, entry.symbol)
    }
  }

  func testUnknownNamesHaveNoGlyph() {
    XCTAssertNil(TextEngine.shared.symbol(named: "not.a.symbol"))
    XCTAssertNil(TextEngine.shared.symbol(named: ""))
  }
}
