import Foundation
import SwiftUI
import ViewDSL
import WidgetKit

/// One preview of the gallery: a widget in a family, for an entry, in an appearance.
///
/// Encoded as it is into `manifest.json`; field order and values are deterministic.
package struct PreviewRecord: Codable, Hashable, Sendable {
  /// The widget's gallery id (its kind, prefixed with its app when the gallery has several).
  package var widget: String
  package var kind: String
  package var family: String
  /// `placeholder`, `snapshot`, `entry-N` or `preview-…` (a preview's slug).
  package var entry: String
  /// The entry's date at the gallery's reference time, ISO 8601.
  package var date: String
  package var relevance: Relevance?
  /// The reload policy of the entry's timeline: `atEnd`, `never` or `after <date>`.
  package var policy: String
  package var appearance: String
  /// The widget's width and height in points.
  package var size: [Double]
  /// The SVG file, relative to the site folder.
  package var file: String
  /// The stable anchor id: widget, family, entry and appearance.
  package var anchor: String
  package var tapTargets: [TapTarget]
  /// The widget's text as one line (the SVG's `<title>`), used as the image's alt text.
  package var accessibilityTitle: String
  /// FNV-1a of the SVG bytes, as 16 hex digits.
  package var hash: String
  /// For a `#Preview` or `PreviewProvider` view: its name as Xcode shows it.
  package var preview: String? = nil
  /// For a Live Activity's Lock Screen: its `activitySystemActionForegroundColor`, `#RRGGBB`
  /// (or `#RRGGBBAA`).
  package var systemActionColor: String? = nil

  package struct Relevance: Codable, Hashable, Sendable {
    package var score: Double
    package var duration: Double
  }

  /// A `widgetURL` or `Link`; blocked URLs (javascript:, data:, …) are listed but never linked.
  package struct TapTarget: Codable, Hashable, Sendable {
    package var kind: String
    package var url: String
    package var blocked: Bool
    /// x, y, width, height in points within the widget.
    package var rect: [Double]
  }

  /// The anchor for a preview: lowercase-safe parts joined by `--`.
  package static func anchor(widget: String, family: String, entry: String, appearance: String) -> String {
    [widget, family, entry, appearance].map(slug).joined(separator: "--")
  }

  /// Keeps letters, digits, `.`, `_` and `-`; anything else becomes `-`.
  package static func slug(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy(isKeptInSlug) { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { isKeptInSlug($0) ? $0 : "-" }))
  }

  private static func isKeptInSlug(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
    default: false
    }
  }
}

/// The failure of one widget, shown as an error card on its page.
package struct WidgetFailure: Codable, Hashable, Sendable {
  package var widget: String
  package var message: String
}

extension WidgetFailure: CustomStringConvertible {
  package var description: String { "\(widget): \(message)" }
}

/// What `manifest.json` holds.
package struct SiteManifest: Codable, Hashable, Sendable {
  package var generator = "widget-gallery"
  package var referenceDate: String
  package var device: String
  /// The locale the widgets were rendered in, when one was chosen (`build --locale`).
  package var locale: String?
  /// Set when this folder holds one shard of a gallery, to be merged with the others.
  package var shard: Shard?
  package var widgets: [WidgetRecord]
  package var previews: [PreviewRecord]
  package var failures: [WidgetFailure]
  /// Every file the tool wrote, relative to the site folder, sorted (the manifest excluded).
  package var files: [String]

  package struct WidgetRecord: Codable, Hashable, Sendable {
    package var id: String
    package var kind: String
    package var displayName: String
    package var description: String
    /// The widget's families, or a Live Activity's or control's presentations
    /// (`lockScreen`, `dynamicIsland.compact`, `controlCenter.small`…).
    package var families: [String]
    package var page: String
    /// `Live Activity` or `Control`; nil for a widget.
    package var category: String? = nil
    /// What the page says instead of previews (a Live Activity without content states).
    package var note: String? = nil
  }
}
