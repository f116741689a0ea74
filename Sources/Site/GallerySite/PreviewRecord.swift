import Foundation
import GalleryFormats
import GalleryRunner
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit

/// One preview of the gallery: a widget in a family, for an entry, in an appearance.
///
/// Encoded as it is into `manifest.json`; field order and values are deterministic.
package struct PreviewRecord: Codable, Hashable, Sendable {
  /// The widget's gallery id (its kind, prefixed with its app when the gallery has several).
  package var widget: String
  package var kind: String
  package var family: PreviewFamily
  /// Encoded as its slug: `placeholder`, `snapshot`, `entry-N`, `preview-…`, `state-N`, `off`…
  package var entry: PreviewEntry.Kind
  /// The entry's date at the gallery's reference time, ISO 8601.
  package var date: String
  package var relevance: Relevance?
  /// The reload policy of the entry's timeline: `atEnd`, `never` or `after <date>`.
  package var policy: String
  package var appearance: Appearance
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
  /// The elements VoiceOver visits, in its order; left out of the JSON when empty.
  package var accessibilityElements: [AccessibilityElement] = []
  /// What the accessibility audits found; left out of the JSON when empty.
  package var findings: [Finding] = []
  /// The condition it was rendered in, when the build has several (nil: the build's only one,
  /// which the manifest records at its top).
  package var condition: PreviewCondition? = nil

  package struct Relevance: Codable, Hashable, Sendable {
    package var score: Double
    package var duration: Double
  }

  /// A `widgetURL` or `Link`; blocked URLs (javascript:, data:, …) are listed but never linked.
  package struct TapTarget: Codable, Hashable, Sendable {
    package var kind: Kind
    package var url: String
    package var blocked: Bool
    /// In points within the widget.
    package var rect: Rect

    package enum Kind: String, Codable, Hashable, Sendable {
      /// The widget's `widgetURL`, the whole widget.
      case widgetURL
      /// A `Link`.
      case link
      /// An interactive `Button` or `Toggle`; the URL is its App Intent's type name.
      case intent
    }
  }

  /// One element VoiceOver visits: what it reads and where the element is.
  package struct AccessibilityElement: Codable, Hashable, Sendable {
    package var label: String
    package var value: String?
    package var hint: String?
    /// The traits' names (`button`, `header`…), in a fixed order.
    package var traits: [String]
    /// In points within the widget.
    package var rect: Rect
    /// What VoiceOver reads for it: "Steps, heading. 8,204 of 10,000. Refresh, button".
    package var spoken: String

    package init(label: String, value: String? = nil, hint: String? = nil, traits: [String], rect: Rect, spoken: String) {
      self.label = label
      self.value = value
      self.hint = hint
      self.traits = traits
      self.rect = rect
      self.spoken = spoken
    }
  }

  /// Something an accessibility audit found in the preview, for a reviewer to look at.
  package struct Finding: Codable, Hashable, Sendable {
    package var kind: Kind
    /// In points within the widget.
    package var rect: Rect
    /// A sentence for a person: "contrast of 'Updated 9:41' is 2.9:1, below 4.5:1".
    package var message: String
    /// The text involved, if any.
    package var text: String?
    /// The values measured, in the audit's order (e.g. `ratio`, then `required`).
    package var measured: [Measurement]

    package init(kind: Kind, rect: Rect, message: String, text: String? = nil, measured: [Measurement] = []) {
      self.kind = kind
      self.rect = rect
      self.message = message
      self.text = text
      self.measured = measured
    }

    /// What was found; `build --fail-on` takes these names. The layout's own type, so the
    /// audit and the manifest cannot list different kinds.
    package typealias Kind = PreviewFinding.Kind

    /// One measured value, e.g. `ratio` 2.9.
    package struct Measurement: Codable, Hashable, Sendable {
      package var name: String
      package var value: Double

      package init(name: String, value: Double) {
        self.name = name
        self.value = value
      }
    }
  }

  /// A rectangle in points, encoded as `[x, y, width, height]`.
  package struct Rect: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// A layout frame to hundredths of a point; a non-finite edge is 0.
    package init(rounding rect: CGRect) {
      func rounded(_ value: CGFloat) -> Double { value.isFinite ? (Double(value) * 100).rounded() / 100 : 0 }
      self.init(x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width), height: rounded(rect.height))
    }
  }

  /// The anchor for a preview: lowercase-safe parts joined by `--`; a condition other than the
  /// build's primary one adds the parts it differs in (`PreviewCondition.differences(from:)`),
  /// so the primary condition's anchors are those of a build of one condition.
  package static func anchor(
    widget: String, family: PreviewFamily, entry: PreviewEntry.Kind, appearance: Appearance, condition: [String] = []
  ) -> String {
    ([widget, family.name, entry.slug, appearance.rawValue] + condition).map(slug).joined(separator: "--")
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

extension PreviewRecord.Rect: Codable {
  package init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let values = try (0..<4).map { _ in try container.decode(Double.self) }
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "a rect is [x, y, width, height], four numbers")
    }
    self.init(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: [x, y, width, height])
  }
}

/// What `manifest.json` holds.
///
/// Decoding reads every schema version up to `ManifestSchema.current` (see `read(from:)`);
/// encoding writes the current one.
package struct SiteManifest: Codable, Hashable, Sendable {
  /// The version of the format, `ManifestSchema.current` for a manifest this build makes.
  package var schemaVersion = ManifestSchema.current
  package var generator = "widget-gallery"
  package var referenceDate: String
  package var device: String
  /// The locale the widgets were rendered in, when one was chosen (`build --locale`).
  package var locale: String?
  /// The Dynamic Type size the widgets were rendered at (`DynamicTypeSize`'s case name), when
  /// one was chosen (`build --dynamic-type`).
  package var dynamicTypeSize: String?
  /// Every condition of the build, its primary one (the fields above) first, when it has
  /// several (`build --dynamic-type`, `--device` and `--locale` with more than one value).
  package var conditions: [PreviewCondition]? = nil
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
    /// The widget's families, or a Live Activity's or control's presentations.
    package var families: [PreviewFamily]
    package var page: String
    /// Nil for a widget.
    package var category: Category? = nil
    /// What the page says instead of previews (a Live Activity without content states).
    package var note: String? = nil

    /// What a record that is not a widget's is, encoded as the pages show it.
    package enum Category: String, Codable, Hashable, Sendable {
      case liveActivity = "Live Activity"
      case control = "Control"
    }
  }

  package init(
    referenceDate: String, device: String, locale: String? = nil, dynamicTypeSize: String? = nil, shard: Shard?,
    widgets: [WidgetRecord],
    previews: [PreviewRecord], failures: [WidgetFailure], files: [String]
  ) {
    self.referenceDate = referenceDate
    self.device = device
    self.locale = locale
    self.dynamicTypeSize = dynamicTypeSize
    self.shard = shard
    self.widgets = widgets
    self.previews = previews
    self.failures = failures
    self.files = files
  }

  /// Reads any schema version up to the current one; a manifest without `schemaVersion` is
  /// version 1 (the same fields).
  ///
  /// - Throws: `ManifestSchemaError` (without the file, which `read(from:)` adds) for a newer
  ///   version, `DecodingError` for anything else wrong.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try ManifestSchema.version(
      try container.decodeIfPresent(Int.self, forKey: .schemaVersion), in: nil)
    generator = try container.decode(String.self, forKey: .generator)
    referenceDate = try container.decode(String.self, forKey: .referenceDate)
    device = try container.decode(String.self, forKey: .device)
    locale = try container.decodeIfPresent(String.self, forKey: .locale)
    dynamicTypeSize = try container.decodeIfPresent(String.self, forKey: .dynamicTypeSize)
    conditions = try container.decodeIfPresent([PreviewCondition].self, forKey: .conditions)
    shard = try container.decodeIfPresent(Shard.self, forKey: .shard)
    widgets = try container.decode([WidgetRecord].self, forKey: .widgets)
    previews = try container.decode([PreviewRecord].self, forKey: .previews)
    failures = try container.decode([WidgetFailure].self, forKey: .failures)
    files = try container.decode([String].self, forKey: .files)
  }
}

extension SiteManifest {
  /// The manifest in `data`, read from `file`, of any schema version this build reads.
  ///
  /// - Throws: `ManifestSchemaError` naming `file` for a newer schema version; the decoder's
  ///   error when `data` is not a manifest.
  package static func decode(_ data: Data, file: String) throws -> SiteManifest {
    do {
      return try JSONDecoder().decode(SiteManifest.self, from: data)
    } catch var error as ManifestSchemaError {
      error.file = file
      throw error
    }
  }
}
