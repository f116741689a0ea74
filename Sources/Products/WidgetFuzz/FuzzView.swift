import Foundation
import MirrorCore
import SwiftUI

/// A random view tree as data: it builds the view (`view(row:)`) and prints itself as the
/// SwiftUI code that makes the same view (`source`), so a failing seed can be read and
/// turned into a test.
indirect enum FuzzView: Sendable {
  case text(String)
  case symbol(String)
  case color(FuzzColor)
  case shape(FuzzShape, FuzzPaint)
  case spacer(minLength: CGFloat?)
  case divider
  case stack(FuzzStack, spacing: CGFloat?, [FuzzView])
  /// `ForEach(0..<count)` of `row`, whose texts end with the row's number.
  case forEach(count: Int, row: FuzzView)
  case geometryReader(FuzzView)
  case viewThatFits([FuzzView])
  case lazyVGrid(columns: Int, [FuzzView])
  case link(String, FuzzView)
  case modified(FuzzView, FuzzModifier)

  /// The view, with `row` (a `ForEach` element, or nil outside one) appended to its texts.
  @MainActor func view(row: Int? = nil) -> AnyView {
    switch self {
    case .text(let string):
      return AnyView(Text(verbatim: row.map { "\(string) \($0)" } ?? string))
    case .symbol(let name):
      return AnyView(Image(systemName: name))
    case .color(let color):
      return AnyView(color.color)
    case .shape(let shape, let paint):
      return shape.view(paint)
    case .spacer(let minLength):
      return AnyView(Spacer(minLength: minLength))
    case .divider:
      return AnyView(Divider())
    case .stack(let kind, let spacing, let children):
      return kind.view(spacing: spacing) {
        ForEach(0..<children.count) { index in children[index].view(row: row) }
      }
    case .forEach(let count, let template):
      return AnyView(ForEach(0..<count) { index in template.view(row: index) })
    case .geometryReader(let content):
      return AnyView(GeometryReader { _ in content.view(row: row) })
    case .viewThatFits(let children):
      return AnyView(ViewThatFits { ForEach(0..<children.count) { index in children[index].view(row: row) } })
    case .lazyVGrid(let columns, let children):
      return AnyView(
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
          ForEach(0..<children.count) { index in children[index].view(row: row) }
        })
    case .link(let url, let label):
      guard let destination = URL(string: url) else { return label.view(row: row) }
      return AnyView(Link(destination: destination) { label.view(row: row) })
    case .modified(let content, let modifier):
      return modifier.apply(to: content.view(row: row), row: row)
    }
  }

  /// The SwiftUI code for this view, indented by `depth` levels.
  func source(depth: Int = 0) -> String {
    let pad = String(repeating: "  ", count: depth)
    func block(_ head: String, _ children: [FuzzView]) -> String {
      "\(pad)\(head) {\n" + children.map { $0.source(depth: depth + 1) }.joined(separator: "\n") + "\n\(pad)}"
    }
    switch self {
    case .text(let string): return "\(pad)Text(verbatim: \(FuzzSource.literal(string)))"
    case .symbol(let name): return "\(pad)Image(systemName: \(FuzzSource.literal(name)))"
    case .color(let color): return "\(pad)\(color.source)"
    case .shape(let shape, let paint): return "\(pad)\(shape.source).fill(\(paint.source))"
    case .spacer(let minLength): return "\(pad)Spacer(minLength: \(FuzzSource.number(minLength)))"
    case .divider: return "\(pad)Divider()"
    case .stack(let kind, let spacing, let children):
      return block(kind == .zStack ? "ZStack" : "\(kind.rawValue)(spacing: \(FuzzSource.number(spacing)))", children)
    case .forEach(let count, let row):
      return block("ForEach(0..<\(count)) { row in", [row]).replacingOccurrences(of: "in {", with: "in")
    case .geometryReader(let content):
      return block("GeometryReader { _ in", [content]).replacingOccurrences(of: "in {", with: "in")
    case .viewThatFits(let children): return block("ViewThatFits", children)
    case .lazyVGrid(let columns, let children):
      return block("LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: \(columns)))", children)
    case .link(let url, let label): return block("Link(destination: URL(string: \(FuzzSource.literal(url)))!)", [label])
    case .modified(let content, let modifier):
      return content.source(depth: depth) + "\n\(pad)  .\(modifier.source(depth: depth + 1))"
    }
  }

  /// How many views the tree stands for once every `ForEach` is expanded.
  var expandedCount: Int {
    switch self {
    case .text, .symbol, .color, .shape, .spacer, .divider: 1
    case .stack(_, _, let children), .viewThatFits(let children), .lazyVGrid(_, let children):
      1 + children.reduce(0) { $0 + $1.expandedCount }
    case .forEach(let count, let row): count * row.expandedCount
    case .geometryReader(let content), .link(_, let content): 1 + content.expandedCount
    case .modified(let content, let modifier): 1 + content.expandedCount + (modifier.secondary?.expandedCount ?? 0)
    }
  }
}

enum FuzzStack: String, Sendable {
  case hStack = "HStack"
  case vStack = "VStack"
  case zStack = "ZStack"

  @MainActor func view<Content: View>(spacing: CGFloat?, @ViewBuilder _ content: () -> Content) -> AnyView {
    switch self {
    case .hStack: AnyView(HStack(spacing: spacing, content: content))
    case .vStack: AnyView(VStack(spacing: spacing, content: content))
    case .zStack: AnyView(ZStack(content: content))
    }
  }
}

enum FuzzShape: String, Sendable {
  case rectangle = "Rectangle"
  case circle = "Circle"
  case capsule = "Capsule"
  case roundedRectangle = "RoundedRectangle"
  case containerRelative = "ContainerRelativeShape"

  var source: String { self == .roundedRectangle ? "RoundedRectangle(cornerRadius: 12)" : "\(rawValue)()" }

  @MainActor func view(_ paint: FuzzPaint) -> AnyView {
    switch self {
    case .rectangle: paint.fill(Rectangle())
    case .circle: paint.fill(Circle())
    case .capsule: paint.fill(Capsule())
    case .roundedRectangle: paint.fill(RoundedRectangle(cornerRadius: 12))
    case .containerRelative: paint.fill(ContainerRelativeShape())
    }
  }
}

struct FuzzColor: Sendable {
  var red: Double
  var green: Double
  var blue: Double
  var opacity: Double

  var color: Color { Color(red: red, green: green, blue: blue, opacity: opacity) }
  var source: String {
    "Color(red: \(FuzzSource.number(red)), green: \(FuzzSource.number(green)), blue: \(FuzzSource.number(blue)), opacity: \(FuzzSource.number(opacity)))"
  }
}

enum FuzzPaint: Sendable {
  case color(FuzzColor)
  case linear([FuzzColor])
  case radial([FuzzColor], endRadius: CGFloat)

  var source: String {
    switch self {
    case .color(let color): color.source
    case .linear(let colors):
      "LinearGradient(colors: [\(colors.map(\.source).joined(separator: ", "))], startPoint: .top, endPoint: .bottom)"
    case .radial(let colors, let radius):
      "RadialGradient(colors: [\(colors.map(\.source).joined(separator: ", "))], center: .center, startRadius: 0, endRadius: \(FuzzSource.number(radius)))"
    }
  }

  @MainActor func fill<S: Shape>(_ shape: S) -> AnyView {
    switch self {
    case .color(let color): AnyView(shape.fill(color.color))
    case .linear(let colors):
      AnyView(shape.fill(LinearGradient(colors: colors.map(\.color), startPoint: .top, endPoint: .bottom)))
    case .radial(let colors, let radius):
      AnyView(
        shape.fill(RadialGradient(colors: colors.map(\.color), center: .center, startRadius: 0, endRadius: radius)))
    }
  }

  @MainActor func foreground<V: View>(_ view: V) -> AnyView {
    switch self {
    case .color(let color): AnyView(view.foregroundStyle(color.color))
    case .linear(let colors):
      AnyView(view.foregroundStyle(LinearGradient(colors: colors.map(\.color), startPoint: .top, endPoint: .bottom)))
    case .radial(let colors, let radius):
      AnyView(
        view.foregroundStyle(RadialGradient(colors: colors.map(\.color), center: .center, startRadius: 0, endRadius: radius)))
    }
  }
}

/// Literals as Swift source, for `FuzzView.source`.
enum FuzzSource {
  static func number(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return "\(value)"
  }

  static func number(_ value: Double) -> String { number(CGFloat(value)) }

  /// A string literal, with every scalar outside printable ASCII escaped; long repeats shortened.
  static func literal(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars.prefix(120) {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case " "..."~": out.unicodeScalars.append(scalar)
      default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    if string.unicodeScalars.count > 120 { out += "…(\(string.unicodeScalars.count) scalars)" }
    return out + "\""
  }
}
