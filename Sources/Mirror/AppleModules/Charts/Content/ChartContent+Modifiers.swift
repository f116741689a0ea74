import Foundation
import MirrorCore
import SwiftUI

extension ChartContent {
  /// Fills or strokes the marks with a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    modifyingMarks { $0.explicitStyle = AnyShapeStyle(style) }
  }

  /// Colours the marks by a value: each distinct value gets the next colour of the chart's
  /// foreground scale (Swift Charts' palette unless `chartForegroundStyleScale` sets one) and
  /// an entry in the legend. Lines and areas split into one series per value.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modifyingMarks { $0.styleKey = value.chartValue.seriesName }
  }

  /// Places marks that share a position side by side, one slot per value (grouped bars).
  public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
    -> some ChartContent
  {
    modifyingMarks { $0.mark.styling.positionKey = value.chartValue.seriesName }
  }

  public func opacity(_ value: Double) -> some ChartContent {
    modifyingMarks { $0.mark.styling.opacity *= value }
  }

  /// Rounds the corners of bars and rectangles.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
    modifyingMarks { $0.mark.kind.modifyBox { $0.cornerRadius = radius } }
  }

  /// How a line or area runs between its points.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modifyingMarks { $0.mark.kind.modifySeries { $0.interpolation = method.kind } }
  }

  /// The stroke of lines and rules.
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    modifyingMarks { $0.mark.kind.modifyLineStyle { $0 = style } }
  }

  /// Splits lines into series by a value, as `foregroundStyle(by:)` does, keeping one colour.
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modifyingMarks { $0.lineStyleKey = value.chartValue.seriesName }
  }

  /// Draws a symbol at each point of a line, or changes a point mark's symbol.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let shape = (symbol as? BasicChartSymbolShape)?.shape ?? .circle
    return modifyingMarks { $0.mark.kind.modifySymbol { $0.shape = shape } }
  }

  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modifyingMarks { $0.symbolKey = value.chartValue.seriesName }
  }

  public func symbolSize(_ size: CGFloat) -> some ChartContent {
    modifyingMarks { $0.mark.kind.modifySymbol { $0.size = size } }
  }

  public func symbolSize(_ size: CGSize) -> some ChartContent {
    let area = max(size.width, size.height) * max(size.width, size.height)
    return modifyingMarks { $0.mark.kind.modifySymbol { $0.size = area } }
  }

  /// Places a view next to each mark.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: @escaping () -> C
  ) -> some ChartContent {
    ModifiedChartContent(content: self) { draft, context in
      // Marks are collected while the chart resolves, on the main actor.
      let node = MainActor.assumingIsolated(
        { $0.context.resolveLayered($0.content(), alignment: alignment) }, (context: context, content: content))
      draft.mark.styling.annotations.append(
        ChartAnnotation(position: position.kind, alignment: alignment, spacing: spacing, content: node))
    }
  }

  /// Accepted for compatibility; the gallery's pictures carry no per-mark accessibility.
  public func accessibilityLabel(_ label: Text) -> some ChartContent { self.modifyingMarks { _ in } }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self.modifyingMarks { _ in } }
  public func accessibilityValue(_ value: Text) -> some ChartContent { self.modifyingMarks { _ in } }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self.modifyingMarks { _ in } }
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self.modifyingMarks { _ in } }
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self.modifyingMarks { _ in } }
}

/// Where an annotation goes relative to its mark.
public struct AnnotationPosition: Sendable {
  let kind: ChartAnnotation.Position
  public static let automatic = AnnotationPosition(kind: .automatic)
  public static let top = AnnotationPosition(kind: .top)
  public static let bottom = AnnotationPosition(kind: .bottom)
  public static let leading = AnnotationPosition(kind: .leading)
  public static let trailing = AnnotationPosition(kind: .trailing)
  public static let overlay = AnnotationPosition(kind: .overlay)
  public static let topLeading = AnnotationPosition(kind: .topLeading)
  public static let topTrailing = AnnotationPosition(kind: .topTrailing)
  public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
  public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
