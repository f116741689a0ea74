import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

extension WidgetEvaluation {
  /// A key under which evaluations that lay out and draw identically meet: two keys are
  /// equal only when their trees, environments and widget URLs are (see
  /// `ViewNode.drawsLike(_:memo:)`), so a drawing found under a key can stand for any
  /// evaluation with an equal key.
  package struct DrawingKey: Hashable {
    fileprivate let evaluation: WidgetEvaluation
    private let hash: Int

    package static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.hash == rhs.hash, lhs.evaluation.widgetURL == rhs.evaluation.widgetURL,
        lhs.evaluation.isClearGlass == rhs.evaluation.isClearGlass
      else { return false }
      var memo = DrawingComparisonMemo()
      let lhs = lhs.evaluation
      let rhs = rhs.evaluation
      guard lhs.environment.drawsLike(rhs.environment, memo: &memo), lhs.content.drawsLike(rhs.content, memo: &memo) else {
        return false
      }
      switch (lhs.background, rhs.background) {
      case (nil, nil): return true
      case (let lhsBackground?, let rhsBackground?): return lhsBackground.drawsLike(rhsBackground, memo: &memo)
      default: return false
      }
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    fileprivate init?(_ evaluation: WidgetEvaluation) {
      var hasher = Hasher()
      guard evaluation.content.drawingHash(into: &hasher), evaluation.background?.drawingHash(into: &hasher) ?? true else {
        return nil
      }
      hasher.combine(evaluation.widgetURL)
      // What the appearance sets in the root environment, which equal keys have alike: the
      // previews of one entry in several appearances then have different hashes and are not
      // compared.
      let environment = evaluation.environment
      hasher.combine(environment.colorScheme)
      hasher.combine(environment.widgetRenderingMode)
      hasher.combine(environment.showsWidgetContainerBackground)
      hasher.combine(environment.redactionReasons)
      hasher.combine(evaluation.isClearGlass)
      self.evaluation = evaluation
      hash = hasher.finalize()
    }
  }

  /// This evaluation's drawing key; nil when its views hold code that runs during layout
  /// (geometry readers, custom shapes, alignment guides), which cannot be compared, or when
  /// its tree was cut short for being too big.
  package var drawingKey: DrawingKey? { overBudget == nil ? DrawingKey(self) : nil }
}
