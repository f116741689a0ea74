import Foundation
import GalleryFormats
import GalleryRunner
import GalleryTemplates
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import WidgetGalleryRender
import WidgetKit

extension SiteRenderer {
  /// Draws through the render API, the path every rendering of the gallery takes (the
  /// evaluation carries the appearance, so one renderer per family draws them all).
  func draw(_ evaluation: WidgetEvaluation, renderer: WidgetRenderer, contentMarginsDisabled: Bool) -> Drawing {
    let rendering = renderer.draw(evaluation, contentMarginsDisabled: contentMarginsDisabled)
    let data = rendering.document.data
    return Drawing(
      data: data, hash: FNV1a.hash(data).hex, tapTargets: TapTargets.collect(from: rendering.widget),
      accessibilityTitle: rendering.widget.accessibilityTitle.trimmingCharacters(in: .whitespacesAndNewlines),
      accessibilityElements: PreviewAccessibility.elements(of: rendering.widget),
      findings: PreviewAccessibility.findings(of: rendering.widget),
      size: {
        if case .widget = renderer.layout {
          return nil
        } else {
          return [Double(rendering.widget.size.width), Double(rendering.widget.size.height)]
        }
      }(), tooBig: rendering.tooBig)
  }
}

extension SiteRenderer.Drawing {
  /// The drawing as the site keeps it once its file is written: its path, no bytes.
  init(_ drawing: Self, file: String) {
    self = drawing
    self.data = Data()
    self.file = file
  }
}
