import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// One modifier of a random view tree, with hostile arguments as the generator picks them.
enum FuzzModifier: Sendable {
  case frame(width: CGFloat?, height: CGFloat?)
  case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?)
  case padding(CGFloat)
  case offset(x: CGFloat, y: CGFloat)
  case position(x: CGFloat, y: CGFloat)
  case rotation(degrees: Double)
  case scale(CGFloat)
  case opacity(Double)
  case blur(CGFloat)
  case shadow(radius: CGFloat, x: CGFloat, y: CGFloat)
  case clipped
  case clipCircle
  case cornerRadius(CGFloat)
  case mask(FuzzView)
  case background(FuzzView)
  case overlay(FuzzView)
  case fixedSize
  case lineLimit(Int?)
  case minimumScaleFactor(CGFloat)
  case font(size: CGFloat)
  /// A text style by name: `largeTitle`, `caption2`, `body` or `headline`.
  case textStyle(String)
  case foreground(FuzzPaint)
  case lineSpacing(CGFloat)
  case widgetURL(String)
  case accessibilityLabel(String)
  case accessibilityHidden
  case hidden
  case aspectRatio(CGFloat?)
  case layoutPriority(Double)
  case redacted
  case rightToLeft

  static let textStyles: [String: Font] = [
    "largeTitle": .largeTitle, "caption2": .caption2, "body": .body, "headline": .headline,
  ]

  /// The view a mask, background or overlay draws, if any.
  var secondary: FuzzView? {
    switch self {
    case .mask(let view), .background(let view), .overlay(let view): view
    default: nil
    }
  }

  @MainActor func apply(to view: AnyView, row: Int?) -> AnyView {
    switch self {
    case .frame(let width, let height): AnyView(view.frame(width: width, height: height))
    case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
      AnyView(view.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
    case .padding(let length): AnyView(view.padding(length))
    case .offset(let x, let y): AnyView(view.offset(x: x, y: y))
    case .position(let x, let y): AnyView(view.position(x: x, y: y))
    case .rotation(let degrees): AnyView(view.rotationEffect(.degrees(degrees)))
    case .scale(let scale): AnyView(view.scaleEffect(scale))
    case .opacity(let opacity): AnyView(view.opacity(opacity))
    case .blur(let radius): AnyView(view.blur(radius: radius))
    case .shadow(let radius, let x, let y): AnyView(view.shadow(radius: radius, x: x, y: y))
    case .clipped: AnyView(view.clipped())
    case .clipCircle: AnyView(view.clipShape(Circle()))
    case .cornerRadius(let radius): AnyView(view.cornerRadius(radius))
    case .mask(let mask): AnyView(view.mask { mask.view(row: row) })
    case .background(let background): AnyView(view.background { background.view(row: row) })
    case .overlay(let overlay): AnyView(view.overlay { overlay.view(row: row) })
    case .fixedSize: AnyView(view.fixedSize())
    case .lineLimit(let limit): AnyView(view.lineLimit(limit))
    case .minimumScaleFactor(let factor): AnyView(view.minimumScaleFactor(factor))
    case .font(let size): AnyView(view.font(.system(size: size)))
    case .textStyle(let name): AnyView(view.font(Self.textStyles[name] ?? .body))
    case .foreground(let paint): paint.foreground(view)
    case .lineSpacing(let spacing): AnyView(view.lineSpacing(spacing))
    case .widgetURL(let url): AnyView(view.widgetURL(URL(string: url)))
    case .accessibilityLabel(let label): AnyView(view.accessibilityLabel(label))
    case .accessibilityHidden: AnyView(view.accessibilityHidden(true))
    case .hidden: AnyView(view.hidden())
    case .aspectRatio(let ratio): AnyView(view.aspectRatio(ratio, contentMode: .fit))
    case .layoutPriority(let priority): AnyView(view.layoutPriority(priority))
    case .redacted: AnyView(view.redacted(reason: .placeholder))
    case .rightToLeft: AnyView(view.environment(\.layoutDirection, .rightToLeft))
    }
  }

  /// The modifier as SwiftUI code (without the leading dot).
  func source(depth: Int) -> String {
    let n = FuzzSource.number as (CGFloat?) -> String
    switch self {
    case .frame(let width, let height): return "frame(width: \(n(width)), height: \(n(height)))"
    case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
      return "frame(minWidth: \(n(minWidth)), maxWidth: \(n(maxWidth)), minHeight: \(n(minHeight)), maxHeight: \(n(maxHeight)))"
    case .padding(let length): return "padding(\(n(length)))"
    case .offset(let x, let y): return "offset(x: \(n(x)), y: \(n(y)))"
    case .position(let x, let y): return "position(x: \(n(x)), y: \(n(y)))"
    case .rotation(let degrees): return "rotationEffect(.degrees(\(FuzzSource.number(degrees))))"
    case .scale(let scale): return "scaleEffect(\(n(scale)))"
    case .opacity(let opacity): return "opacity(\(FuzzSource.number(opacity)))"
    case .blur(let radius): return "blur(radius: \(n(radius)))"
    case .shadow(let radius, let x, let y): return "shadow(radius: \(n(radius)), x: \(n(x)), y: \(n(y)))"
    case .clipped: return "clipped()"
    case .clipCircle: return "clipShape(Circle())"
    case .cornerRadius(let radius): return "cornerRadius(\(n(radius)))"
    case .mask(let view): return "mask {\n\(view.source(depth: depth + 1))\n\(String(repeating: "  ", count: depth))}"
    case .background(let view): return "background {\n\(view.source(depth: depth + 1))\n\(String(repeating: "  ", count: depth))}"
    case .overlay(let view): return "overlay {\n\(view.source(depth: depth + 1))\n\(String(repeating: "  ", count: depth))}"
    case .fixedSize: return "fixedSize()"
    case .lineLimit(let limit): return "lineLimit(\(limit.map(String.init) ?? "nil"))"
    case .minimumScaleFactor(let factor): return "minimumScaleFactor(\(n(factor)))"
    case .font(let size): return "font(.system(size: \(n(size))))"
    case .textStyle(let name): return "font(.\(name))"
    case .foreground(let paint): return "foregroundStyle(\(paint.source))"
    case .lineSpacing(let spacing): return "lineSpacing(\(n(spacing)))"
    case .widgetURL(let url): return "widgetURL(URL(string: \(FuzzSource.literal(url))))"
    case .accessibilityLabel(let label): return "accessibilityLabel(\(FuzzSource.literal(label)))"
    case .accessibilityHidden: return "accessibilityHidden(true)"
    case .hidden: return "hidden()"
    case .aspectRatio(let ratio): return "aspectRatio(\(n(ratio)), contentMode: .fit)"
    case .layoutPriority(let priority): return "layoutPriority(\(FuzzSource.number(priority)))"
    case .redacted: return "redacted(reason: .placeholder)"
    case .rightToLeft: return "environment(\\.layoutDirection, .rightToLeft)"
    }
  }
}
