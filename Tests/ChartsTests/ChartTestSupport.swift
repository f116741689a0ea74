import Charts
import Foundation
import GalleryTestSupport
import LayoutEngine
import SVGWriter
import SwiftUI
import TextEngine
import ViewDSL
import WidgetKit
import XCTest
import XMLTree

/// The SVG of `view` as the content of a medium widget, parsed back with libxml2.
@MainActor func chartSVG<V: View>(_ view: V, family: WidgetFamily = .systemMedium) throws -> (text: String, root: XMLTreeElement)
{
  var environment = EnvironmentValues()
  environment.widgetFamily = family
  let context = ResolveContext(environment: environment)
  let widget = WidgetLayout.layout(
    content: context.resolveSingle(view), background: nil, family: family, environment: environment)
  let text = SVGWriter().document(for: widget)
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

/// A date in UTC from its parts.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
}
