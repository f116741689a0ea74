import Foundation
import LayoutEngine
import SVGWriter

/// Collects a rendered widget's tap targets: its `widgetURL`, every `Link`, and every
/// interactive `Button` or `Toggle` (kind `intent`, its App Intent's type name for the URL).
enum TapTargets {
  static func collect(from widget: RenderedWidget) -> [PreviewRecord.TapTarget] {
    var targets: [PreviewRecord.TapTarget] = []
    if let url = widget.widgetURL {
      targets.append(target(.widgetURL, url.absoluteString, CGRect(origin: .zero, size: widget.size)))
    }
    var stack = [widget.content]
    while let node = stack.popLast() {
      var link: URL?
      var intent: String?
      for effect in node.effects {
        switch effect {
        case .link(let url): link = url
        case .intent(let name): intent = name
        case .clip, .mask, .opacity, .blur, .shadow, .blendMode, .compositingGroup, .transform: break
        }
      }
      if let link { targets.append(target(.link, link.absoluteString, node.frame)) }
      if let intent { targets.append(target(.intent, intent, node.frame)) }
      stack.append(contentsOf: node.children.reversed())
    }
    return targets
  }

  private static func target(_ kind: PreviewRecord.TapTarget.Kind, _ url: String, _ rect: CGRect) -> PreviewRecord.TapTarget {
    PreviewRecord.TapTarget(kind: kind, url: url, blocked: LinkPolicy.isBlocked(url), rect: PreviewRecord.Rect(rounding: rect))
  }
}
