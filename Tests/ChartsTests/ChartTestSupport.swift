import Charts
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SVGWriter
import SwiftUI
import TextEngine
import WidgetKit
import XCTest
import XMLTree

/// The SVG of `view` as the content of a medium widget, parsed back with libxml2.
@MainActor func chartSVG<V: View>(_ view: V, family: WidgetFamily = .systemMedium) throws -> (text: String, root: XMLTreeElement)
{
  let text = widgetSVG(view, family: family)
  return (text, try XMLTreeParser.parse(text))
}

extension RenderNode {
  /// The strings and frames of the text nodes, in drawing order.
  var textFrames: [(String, CGRect)] {
    allNodes.compactMap { node in
      if case .text(let text) = node.content { return (text.string, node.frame) }
      return nil
    }
  }
}
