import Foundation
import GalleryFormats
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetFuzz
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// Random render trees with hostile strings, numbers and URLs.
struct TreeGenerator {
  var random: SplitMix64

  static let pieces: [String] = [
    "<", ">", "&", "]]>", "\"", "'", "&amp;", "<![CDATA[", "-->", "\u{0}", "\u{1}", "\u{8}", "\u{B}",
    "\u{1F}", "\u{7F}", "\u{85}", "\u{FFFE}", "\u{FFFF}", "\u{D7FF}", "\u{E000}", "\t", "\n", "\r",
    "Hello", " ", "日本語", "עברית", "مرحبا", "👩‍👩‍👧", "é", "e\u{301}", "\u{200B}", "\u{202E}", "𝔘", "javascript:",
  ]

  mutating func string() -> String {
    (0..<Int.random(in: 0...8, using: &random)).map { _ in
      if Bool.random(using: &random) { return Self.pieces.randomElement(using: &random)! }
      return String(UnicodeScalar(UInt32.random(in: 0x20...0x2FFF, using: &random)).map(Character.init) ?? "?")
    }.joined()
  }

  mutating func number() -> Double {
    switch Int.random(in: 0..<12, using: &random) {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: -0.0
    case 4: 1e308
    case 5: -0.0001
    default: Double.random(in: -50...250, using: &random)
    }
  }

  mutating func rect() -> CGRect {
    CGRect(x: number(), y: number(), width: number(), height: number())
  }

  mutating func color() -> RGBA { RGBA(number() / 100, number() / 100, number() / 100, number() / 100) }

  mutating func paint() -> Paint {
    let stops = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      Gradient.Stop(color: Color(color()), location: number() / 100)
    }
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .linearGradient(stops: stops, start: UnitPoint(x: number(), y: number()), end: .bottom)
    case 1: return .radialGradient(stops: stops, center: .center, startRadius: number(), endRadius: number())
    case 2: return .angularGradient(stops: stops, center: .center, startAngle: .radians(number()), endAngle: .radians(number()))
    case 3:
      return .ellipticalGradient(
        stops: stops, center: UnitPoint(x: number() / 100, y: number() / 100), startRadiusFraction: number() / 100,
        endRadiusFraction: number() / 100)
    default: return .color(color())
    }
  }

  mutating func path() -> Path {
    var path = Path()
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: path.move(to: CGPoint(x: number(), y: number()))
      case 1: path.addLine(to: CGPoint(x: number(), y: number()))
      case 2: path.addQuadCurve(to: CGPoint(x: number(), y: number()), control: CGPoint(x: number(), y: number()))
      case 3: path.addRoundedRect(in: rect(), cornerSize: CGSize(width: number(), height: number()))
      default: path.closeSubpath()
      }
    }
    return path
  }

  mutating func url() -> URL? {
    let candidates = [
      "https://example.com/a?b=<c>&d", "javascript:alert('x')", " data:text/html,x",
      "app://x/\(Int.random(in: 0...9, using: &random))", "FILE:///x",
    ]
    return URL(string: candidates.randomElement(using: &random)!) ?? URL(string: "app://fallback")
  }

  mutating func node(depth: Int) -> RenderNode {
    let frame = rect()
    let content: RenderNode.Content
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let text = string()
      let font = FontSpec(
        size: abs(number()).truncatingRemainder(dividingBy: 40), weight: 400, italic: Bool.random(using: &random))
      let layout = TextEngine.shared.layout(
        [TextRun(text, font: font, attribute: Int.random(in: 0...2, using: &random))],
        width: Bool.random(using: &random) ? nil : abs(number()), style: ParagraphStyle())
      content = .text(RenderedText(origin: CGPoint(x: number(), y: number()), layout: layout, paints: [paint()], string: text))
    case 1: content = .fill(path: path(), paint: paint(), fillStyle: FillStyle(eoFill: Bool.random(using: &random)))
    case 2:
      content = .stroke(
        path: path(), paint: paint(), style: StrokeStyle(lineWidth: number(), dash: [number(), number()], dashPhase: number()))
    case 3: content = .symbol(name: string(), paint: paint())
    case 4: content = .redaction(path: path(), paint: paint())
    case 5:
      content = .image(
        RenderedImage(
          image: ImageData(data: Trees.png, scale: 1)!, drawRect: rect(), tint: Bool.random(using: &random) ? paint() : nil))
    default: content = .group
    }
    var node = RenderNode(frame: frame, viewType: string(), content: content)
    if Bool.random(using: &random) { node.definedBy = [string(), string()] }
    if Int.random(in: 0..<4, using: &random) == 0 { node.effects.append(.clip(path(), style: FillStyle())) }
    if Int.random(in: 0..<6, using: &random) == 0 { node.effects.append(.mask([self.node(depth: depth + 1)])) }
    if Int.random(in: 0..<4, using: &random) == 0 { node.effects.append(.opacity(number() / 100)) }
    if Int.random(in: 0..<5, using: &random) == 0 { node.effects.append(.blur(radius: number())) }
    if Int.random(in: 0..<5, using: &random) == 0 {
      node.effects.append(
        .shadow(RenderNode.Shadow(color: color(), radius: number(), offset: CGSize(width: number(), height: number()))))
    }
    if Int.random(in: 0..<5, using: &random) == 0 {
      node.effects.append(.blendMode(BlendMode.allCases.randomElement(using: &random)!))
    }
    if Int.random(in: 0..<5, using: &random) == 0 {
      node.effects.append(
        .transform(
          CGAffineTransform(
            a: number() / 50, b: number() / 50, c: number() / 50, d: number() / 50, tx: number(), ty: number())))
    }
    if Int.random(in: 0..<5, using: &random) == 0, let url = url() { node.effects.append(.link(url)) }
    if Int.random(in: 0..<5, using: &random) == 0 { node.accessibilityLabel = string() }
    node.isAccentGroup = Bool.random(using: &random)
    if Int.random(in: 0..<4, using: &random) == 0 {
      let modes: [WidgetAccentedRenderingMode] = [.accented, .desaturated, .accentedDesaturated, .fullColor]
      node.accentedImageMode = modes.randomElement(using: &random)
    }
    if depth < 3 {
      node.children = (0..<Int.random(in: 0...3, using: &random)).map { _ in self.node(depth: depth + 1) }
    }
    return node
  }

  mutating func widget() -> RenderedWidget {
    let modes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
    return RenderedWidget(
      size: CGSize(width: number(), height: number()), cornerRadius: number(),
      background: Bool.random(using: &random) ? node(depth: 3) : nil, content: node(depth: 0),
      widgetURL: Bool.random(using: &random) ? url() : nil, colorScheme: Bool.random(using: &random) ? .light : .dark,
      renderingMode: modes.randomElement(using: &random)!, accessibilityTitle: string())
  }
}

final class SVGPropertyTests: XCTestCase {
  func testRandomTreesGiveWellFormedDocumentsWithoutNaNOrInfinity() throws {
    let optionsList = [
      SVGOptions(), SVGOptions(text: .text(fontFamilies: ["A <B>", "C&D"]), images: .referenced(directory: "x\"y")),
    ]
    for seed in UInt64(1)...150 {
      var generator = TreeGenerator(random: SplitMix64(state: seed))
      let widget = generator.widget()
      for options in optionsList {
        let svg = SVGWriter(options: options).document(for: widget)
        let root: XMLTreeElement
        do {
          root = try XMLTreeParser.parse(svg)
        } catch {
          XCTFail("seed \(seed): \(error)")
          continue
        }
        XCTAssertEqual(root.name, "svg")
        for problem in SVGAudit.numberProblems(in: root).prefix(3) {
          XCTFail("seed \(seed): \(problem)")
        }
        XCTAssertEqual(svg, SVGWriter(options: options).document(for: widget), "seed \(seed) is deterministic")
      }
    }
  }
}
