import Foundation
import LayoutEngine

extension SVGRenderer {
  /// Opens `<a href>` for an allowed URL, or a `<g data-blocked-url>` keeping a blocked one as
  /// inert metadata; nothing for nil.
  mutating func openLink(_ url: String?, viewName: StaticString) {
    guard let url else { return }
    if LinkPolicy.isBlocked(url) {
      body.append("<g data-link=\"")
      body.append(viewName)
      body.append("\"")
      body.attribute("data-blocked-url", url)
      body.append(">\n")
    } else {
      body.append("<a data-link=\"")
      body.append(viewName)
      body.append("\"")
      body.attribute("href", url)
      body.append(">\n")
    }
  }

  mutating func closeLink(_ url: String?) {
    guard let url else { return }
    body.append(LinkPolicy.isBlocked(url) ? "</g>\n" : "</a>\n")
  }

  /// An invisible rectangle that makes the whole area of a link clickable.
  mutating func appendHitArea(_ rect: CGRect) {
    let rect = sanitizedRect(rect)
    body.append("<rect ")
    body.appendRectAttributes(rect)
    body.append(" fill=\"none\" pointer-events=\"all\"/>\n")
  }
}
