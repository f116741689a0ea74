import Foundation
import GalleryFormats
import MirrorCore
import SwiftUI

/// Makes random view trees with hostile values from a seed: NaN, infinite and negative sizes,
/// huge fonts, 3,000-character strings, bidi controls and markup, `ForEach`es of up to 60
/// rows (nested), nested `GeometryReader`s, dangerous links. The same seed always gives the
/// same tree.
struct FuzzTreeGenerator {
  private var random: SplitMix64
  /// Views made so far (before `ForEach` expansion), to keep trees small enough to read.
  private var made = 0
  private static let maximumViews = 60

  init(seed: UInt64) {
    random = SplitMix64(state: seed)
  }

  /// The tree of `seed`.
  static func tree(seed: UInt64) -> FuzzView {
    var generator = FuzzTreeGenerator(seed: seed)
    return generator.view(depth: 0)
  }

  private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
  private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
  private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  /// A length: usually ordinary, often hostile.
  mutating func length() -> CGFloat {
    switch count(0...13) {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: -CGFloat.random(in: 1...500, using: &random)
    case 4: CGFloat.random(in: 10_000...1e7, using: &random)
    case 5: .greatestFiniteMagnitude
    case 6: 0
    default: CGFloat(count(0...400))
    }
  }

  mutating func optionalLength() -> CGFloat? { chance(3) ? nil : length() }

  mutating func fontSize() -> CGFloat {
    switch count(0...9) {
    case 0: .nan
    case 1: .infinity
    case 2: pick([0, -12, 0.001])
    case 3: CGFloat.random(in: 200...2000, using: &random)
    case 4: 1e6
    default: CGFloat(count(6...40))
    }
  }

  static let pieces = [
    "Hello", "World", " ", "\n", "\t", "日本語のテキスト", "עברית", "مرحبا بالعالم", "👩‍👩‍👧‍👦", "🇺🇳", "e\u{301}",
    "Z\u{36B}\u{33F}\u{344}\u{310}\u{357}\u{35B}\u{31A}\u{346}",
    "\u{202E}", "\u{202D}", "\u{2067}", "\u{2069}", "\u{200F}", "\u{200B}", "\u{FEFF}", "\u{0}", "\u{7}", "\u{1B}[31m",
    "<script>alert(1)</script>", "<a href=\"javascript:alert(1)\">x</a>", "]]>", "&amp;", "&#0;", "\" onload=\"alert(1)",
    "<!--", "-->", "<?xml?>", "\u{FFFE}", "\u{FFFF}", "\u{D7FF}", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "ﷺ", "ஸ்ரீ", "ᄀᄀᄀ각",
  ]

  mutating func string() -> String {
    switch count(0...11) {
    case 0: return String(repeating: pick(Self.pieces) + " ", count: 3_000 / 6)
    case 1: return String((0..<3_000).map { _ in Character(pick(["a", "W", " ", "\u{202E}", "漢", "\n", "ـ"])) })
    case 2: return ""
    default: return (0..<count(1...6)).map { _ in pick(Self.pieces) }.joined(separator: pick(["", " "]))
    }
  }

  mutating func url() -> String {
    pick([
      "javascript:alert(document.domain)", " JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox", "https://example.com/?q=<x>&y=\"z\"", "app://item/42", "file:///etc/passwd", "",
    ])
  }

  mutating func color() -> FuzzColor {
    func channel(_ generator: inout FuzzTreeGenerator) -> Double {
      generator.chance(8) ? generator.pick([.nan, .infinity, -1, 5]) : Double(generator.count(0...100)) / 100
    }
    return FuzzColor(red: channel(&self), green: channel(&self), blue: channel(&self), opacity: channel(&self))
  }

  mutating func paint() -> FuzzPaint {
    switch count(0...5) {
    case 0: .linear((0..<count(0...3)).map { _ in color() })
    case 1: .radial((0..<count(1...3)).map { _ in color() }, endRadius: length())
    default: .color(color())
    }
  }

  /// A random view; `depth` bounds the nesting.
  mutating func view(depth: Int) -> FuzzView {
    made += 1
    let leaf = depth >= 6 || made >= Self.maximumViews
    var view: FuzzView
    switch leaf ? count(0...5) : count(0...14) {
    case 0, 1: view = .text(string())
    case 2: view = .symbol(pick(["star.fill", "bolt.circle.fill", "heart", "no.such.symbol", "", "\u{202E}x"]))
    case 3: view = .color(color())
    case 4: view = .shape(pick([.rectangle, .circle, .capsule, .roundedRectangle, .containerRelative]), paint())
    case 5: view = chance(2) ? .spacer(minLength: optionalLength()) : .divider
    case 6, 7, 8:
      let children = (0..<count(0...4)).map { _ in self.view(depth: depth + 1) }
      view = .stack(pick([.vStack, .hStack, .zStack]), spacing: optionalLength(), children)
    case 9, 10:
      // A stack listing many rows, as a widget listing a whole store does.
      let rows = FuzzView.forEach(count: pick([1, 5, 20, 60, 60]), row: self.view(depth: depth + 1))
      view = .stack(pick([.vStack, .hStack, .zStack]), spacing: optionalLength(), [rows])
    case 11: view = .geometryReader(self.view(depth: depth + 1))
    case 12: view = .viewThatFits((0..<count(1...3)).map { _ in self.view(depth: depth + 1) })
    case 13: view = .lazyVGrid(columns: count(1...4), (0..<count(0...6)).map { _ in self.view(depth: depth + 1) })
    default: view = .link(url(), self.view(depth: depth + 1))
    }
    for _ in 0..<count(0...3) {
      view = .modified(view, modifier(depth: depth))
    }
    return view
  }

  mutating func modifier(depth: Int) -> FuzzModifier {
    switch count(0...29) {
    case 0: .frame(width: optionalLength(), height: optionalLength())
    case 1:
      .flexibleFrame(
        minWidth: optionalLength(), maxWidth: optionalLength(), minHeight: optionalLength(), maxHeight: optionalLength())
    case 2: .padding(length())
    case 3: .offset(x: length(), y: length())
    case 4: .position(x: length(), y: length())
    case 5: .rotation(degrees: pick([.nan, .infinity, 45, 90, 180, 1e9, Double(count(0...360))]))
    case 6: .scale(pick([.nan, .infinity, 0, -1, 1e6, 1e-6, 2, 0.5]))
    case 7: .opacity(pick([.nan, -1, 0, 0.5, 1, 2]))
    case 8: .blur(length())
    case 9: .shadow(radius: length(), x: length(), y: length())
    case 10: .clipped
    case 11: .clipCircle
    case 12: .cornerRadius(length())
    case 13: .mask(view(depth: depth + 2))
    case 14: .background(view(depth: depth + 2))
    case 15: .overlay(view(depth: depth + 2))
    case 16: .fixedSize
    case 17: .lineLimit(pick([nil, 0, 1, 3, -1, Int.max]))
    case 18: .minimumScaleFactor(pick([.nan, 0, 0.01, 0.5, -1, 2]))
    case 19, 20: .font(size: fontSize())
    case 21: .textStyle(pick(["largeTitle", "caption2", "body", "headline"]))
    case 22: .foreground(paint())
    case 23: .lineSpacing(length())
    case 24: .widgetURL(url())
    case 25: .accessibilityLabel(string())
    case 26: pick([.accessibilityHidden, .hidden, .redacted, .rightToLeft])
    case 27: .aspectRatio(optionalLength())
    case 28: .layoutPriority(pick([.nan, .infinity, -1, 1, 1e9]))
    default: .clipped
    }
  }
}
