import Foundation
import MirrorCore
import TextEngine

extension LayoutContext {
  /// Resizable images take the proposal (their natural size where it is nil); others keep
  /// their natural size whatever they are offered.
  func imageSize(_ image: ResolvedImage, node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let natural = image.naturalSize(
      symbolPointSize: symbolPointSize(node.environment), symbolWidthRatio: image.symbolWidthRatio
    ).sanitized
    guard image.isResizable else { return natural }
    return proposal.replacingUnspecified(by: natural)
  }

  /// The point size of the environment's font, which sizes SF Symbols.
  func symbolPointSize(_ environment: EnvironmentValues) -> CGFloat {
    CGFloat(FontSpec(environment.resolve(nil)).size)
  }

  /// Along its stack's axis a spacer takes what it is offered, at least `minLength`
  /// (default 8); across it, nothing. Outside a stack it is flexible both ways.
  mutating func spacerSize(_ node: ViewNode, minLength: CGFloat?, proposal: ProposedViewSize) -> CGSize {
    let minimum = (minLength ?? StackSpacing.standard).sanitizedLength
    func along(_ value: CGFloat?) -> CGFloat { max(value ?? minimum, minimum) }
    switch stackAxes[number(node)] {
    case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
    case .vertical?: return CGSize(width: 0, height: along(proposal.height))
    case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
    }
  }

  /// A divider is one pixel thick across its stack's axis and as long as offered along the
  /// other: vertical in an HStack, horizontal anywhere else.
  mutating func dividerSize(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let thickness = dividerThickness(node.environment)
    if stackAxes[number(node)] == .horizontal {
      return CGSize(width: thickness, height: proposal.height ?? 0)
    }
    return CGSize(width: proposal.width ?? 0, height: thickness)
  }

  func dividerThickness(_ environment: EnvironmentValues) -> CGFloat {
    let scale = environment.displayScale
    return 1 / (scale.isFinite && scale >= 1 ? scale : 1)
  }
}

/// UIKit's `separator` colour (not in the DSL palette): 60,60,67 at 29% in light mode and
/// 84,84,88 at 60% in dark mode.
enum SeparatorColor {
  static func rgba(_ scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(bytes: 84, 84, 88, 0.6) : RGBA(bytes: 60, 60, 67, 0.29)
  }
}

extension ResolvedImage {
  /// A symbol's width over its height (1 for square symbols and for other images).
  var symbolWidthRatio: CGFloat {
    guard case .symbol(let name) = content else { return 1 }
    return CGFloat(TextEngine.symbolWidthRatio(named: name))
  }
}
