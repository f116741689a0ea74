import GalleryFormats

/// What `widget.mustache` reads for one widget: per family a row per entry and a cell per
/// appearance, the Home Screen mock-up and the widget's failure. Part of the `--templates`
/// contract (documentation, "The gallery site", Templates): names are never renamed or removed, only added.
///
/// Optional values are left out when nil, so a `{{#name}}` section is skipped; Mustache
/// escapes every value written with `{{name}}`.
package struct WidgetPage: Encodable {
  package var id: String
  package var displayName: String
  package var description: String
  /// The supported families that have previews, in the widget's order.
  package var families: [Family]
  /// The widget's Xcode previews (`#Preview`, `PreviewProvider`), nil when it has none.
  package var previews: Previews?
  /// nil when none of the widget's families is a Home Screen family, and on the page of
  /// view previews that belong to no widget.
  package var mockup: Mockup?
  package var failure: WidgetFailure?
  /// `Live Activity` or `Control`; missing for a widget. A Live Activity's or control's page
  /// has no `families`, `previews` or `mockup`: its previews are in `presentations`.
  package var category: String?
  /// What the page says instead of previews (a Live Activity without content states).
  package var note: String?
  /// A Live Activity's or control's previews: per appearance, a row per content state (a
  /// toggle's off and on) and a column per presentation.
  package var presentations: [PresentationTable]?
  /// The Lock Screen and Dynamic Island mock-ups of a Live Activity.
  package var activityMockup: ActivityMockup?
  /// The Control Center and Lock Screen mock-ups of a control.
  package var controlMockup: ControlMockup?
  /// In a gallery of several conditions: the switcher's choices, the primary one first
  /// (`families` and `previews` then have a section per condition).
  package var conditions: [ConditionChoice]?
  /// True with `conditions`: the page shows the condition switcher.
  package var switcher: Bool?
  /// In a gallery of several conditions: one entry of each family across the conditions.
  package var variants: Variants?
  /// The Home Screen and Add Widget sheet mock-ups of every condition, the primary one's
  /// (`mockup`) first, each on its condition's device; set with `mockup`. In a gallery of
  /// several conditions each has its `condition`, and the switcher shows the chosen one's.
  package var mockups: [Mockup]?

  package struct ConditionChoice: Encodable {
    /// "accessibility3, iphone-375x667, de": a condition's sections carry it as `condition`.
    package var name: String
    /// True for the primary condition, shown when the page opens.
    package var primary: Bool?
  }

  package struct Variants: Encodable {
    /// The primary condition's name.
    package var primary: String
    /// The respects in which the gallery's conditions differ, each a view of the Variants.
    package var axes: [VariantAxisChoice]
    package var families: [VariantFamily]
  }

  package struct VariantAxisChoice: Encodable {
    /// `dynamicTypeSize`, `device` or `locale`: the figures' `axis` it shows.
    package var name: String
    /// "Dynamic Type", "Device" or "Locale".
    package var label: String
  }

  package struct VariantFamily: Encodable {
    package var family: String
    /// The entry and appearance shown in every condition.
    package var entry: String
    package var appearance: String
    package var figures: [VariantFigure]
  }

  package struct VariantFigure: Encodable {
    /// The one respect its condition differs from the primary in, or `primary`.
    package var axis: String
    /// The condition's name, and its parts.
    package var condition: String
    package var dynamicTypeSize: String
    package var device: String
    package var locale: String?
    package var anchor: String
    package var file: String
    package var alt: String
    package var width: Double
    package var height: Double
  }

  /// A respect in which conditions differ.
  package enum VariantAxis: CaseIterable {
    case dynamicTypeSize, device, locale

    static let all = allCases

    var name: String { "\(self)" }

    var label: String {
      switch self {
      case .dynamicTypeSize: "Dynamic Type"
      case .device: "Device"
      case .locale: "Locale"
      }
    }

    func value(of condition: PreviewCondition) -> String? {
      switch self {
      case .dynamicTypeSize: condition.dynamicTypeSize
      case .device: condition.device
      case .locale: condition.locale
      }
    }
  }

  package struct PresentationTable: Encodable {
    package var appearance: String
    /// The table's anchor (`<id>--<appearance>`).
    package var anchor: String
    /// The presentations in column order (`lockScreen`, `dynamicIsland.compact`…).
    package var columns: [String]
    package var rows: [Row]
  }

  package struct ActivityMockup: Encodable {
    /// The first content state's light Lock Screen view, under the clock.
    package var lockScreen: MockupImage?
    /// Its dark compact, minimal and expanded islands, at the top of the phone.
    package var compact: MockupImage?
    package var minimalTrailing: MockupImage?
    package var expanded: MockupImage?
    /// CSS custom properties of the phone: `--screen-width`, `--screen-height`, `--island-top`.
    package var screenStyle: String
  }

  package struct ControlMockup: Encodable {
    /// The control at each Control Center size (off, for a toggle), in the module grid.
    package var small: MockupImage?
    package var medium: MockupImage?
    package var large: MockupImage?
    /// On the Lock Screen, in both bottom slots.
    package var lockScreen: MockupImage?
    package var screenStyle: String
  }

  package struct MockupImage: Encodable {
    package var file: String
    package var alt: String
    package var width: Double
    package var height: Double
  }

  package struct Family: Encodable {
    package var family: String
    /// The family's anchor on the page (`<widget>--<family>`, slugged).
    package var familyAnchor: String
    /// The appearances in column order (`light`, `dark`, `tinted`, `privacy`…).
    package var appearances: [String]
    package var rows: [Row]
    /// The timeline's reload policy, e.g. `atEnd`.
    package var policy: String
    /// Set when the timeline is longer than `SitePages.scrubberThreshold` entries: its
    /// first entry is then one row (`scrubbed`) the scrubber moves through.
    package var scrubber: Scrubber?
    /// In a gallery of several conditions: the condition's name (`ConditionChoice.name`).
    package var condition: String?
    /// True in the primary condition's sections.
    package var primary: Bool?
  }

  package struct Previews: Encodable {
    /// The section's anchor (`<widget>--previews`).
    package var anchor: String
    /// Per family the previews shown in it, a row each.
    package var families: [PreviewFamily]
  }

  package struct PreviewFamily: Encodable {
    package var family: String
    /// The family's anchor in the Previews section (`<widget>--<family>--previews`).
    package var familyAnchor: String
    package var appearances: [String]
    package var rows: [Row]
    /// In a gallery of several conditions: the condition's name (`ConditionChoice.name`).
    package var condition: String?
    /// True in the primary condition's sections.
    package var primary: Bool?
  }

  package struct Row: Encodable {
    /// `placeholder`, `snapshot`, `entry-N`, or a preview's slug (`preview-…`).
    package var entry: String
    /// A preview's name as Xcode shows it (its name, else file and line); nil for other rows.
    package var name: String?
    /// The entry's date (ISO 8601), empty when it has none.
    package var date: String
    /// The entry's relevance score, when it has one.
    package var relevance: String?
    package var cells: [Cell]
    /// True on the row the scrubber drives.
    package var scrubbed: Bool?
  }

  package struct Cell: Encodable {
    /// The preview's anchor (`<widget>--<family>--<entry>--<appearance>`).
    package var anchor: String
    /// The SVG, relative to the site folder.
    package var file: String
    package var alt: String
    /// The widget's size in points.
    package var width: Double
    package var height: Double
    package var tapTargets: [TapTarget]
    /// What VoiceOver reads, for the preview's VoiceOver switch; nil when the preview has no
    /// accessibility elements.
    package var voiceOver: VoiceOver? = nil
    /// What the accessibility audits found in the preview; nil when nothing.
    package var audit: Audit? = nil
  }

  /// A preview's accessibility findings, in the audits' order.
  package struct Audit: Encodable {
    package var findings: [Finding]
  }

  /// A preview's accessibility elements in VoiceOver's order.
  package struct VoiceOver: Encodable {
    package var elements: [Element]
  }

  /// One accessibility element of a preview: a numbered, coloured box over the image and a
  /// line of the legend, as AccessibilitySnapshot draws them.
  package struct Element: Encodable {
    /// Its place in VoiceOver's order, from 1.
    package var number: Int
    /// What VoiceOver reads: "Steps, heading. 8,204 of 10,000".
    package var spoken: String
    /// Inline CSS placing its box over the image, in percent of the widget's size.
    package var style: String
    /// Its colour, 0 to 7, cycled in VoiceOver's order.
    package var colour: Int
  }

  /// One accessibility finding of a preview.
  package struct Finding: Encodable {
    /// `contrast`, `truncated`, `smallTapTarget`…
    package var kind: String
    package var message: String
  }

  package struct TapTarget: Encodable {
    /// `widgetURL`, `link` or `intent`.
    package var kind: String
    package var url: String
    /// True when the URL's scheme is not one a gallery opens (`javascript:`…).
    package var blocked: Bool
    /// Inline CSS placing the area over its image, in percent of the widget's size.
    package var style: String
  }

  package struct Scrubber: Encodable {
    /// The last entry's index and the number of entries.
    package var last: Int
    package var count: Int
    /// Each entry's anchor is this prefix, `entry-N` and the appearance, then this suffix
    /// (set in a condition other than a gallery's primary one: `--accessibility3`…).
    package var anchorPrefix: String
    package var anchorSuffix: String?
    /// The cells of every entry as JSON, for the scrubber script.
    package var data: String
    /// `data` HTML-escaped, as `{{data}}` writes it, for `{{{escapedData}}}` in an attribute:
    /// the same bytes, made many times faster than Mustache escapes tens of kilobytes.
    package var escapedData: String

    package init(last: Int, count: Int, anchorPrefix: String, data: String) {
      self.last = last
      self.count = count
      self.anchorPrefix = anchorPrefix
      self.data = data
      escapedData = HTMLEscaping.escaped(data)
    }
  }

  package struct Mockup: Encodable {
    /// The Home Screen families shown, each on the device's icon grid.
    package var families: [MockupFamily]
    /// The same families as pages of the Add Widget sheet, the first one `selected`.
    package var sheetPages: [MockupFamily]
    /// CSS custom properties of the grid: `--columns`, `--screen-width`, `--column`…
    package var screenStyle: String
    /// The supported families the mock-up cannot show, joined with `, `.
    package var notShown: String?
    /// In a gallery of several conditions: the condition's name (`ConditionChoice.name`).
    package var condition: String?
    /// True for the primary condition's mock-up. Never left out: a section of a mock-up in
    /// `mockups` would otherwise read the enclosing `mockup`'s.
    package var primary = false
  }

  package struct MockupFamily: Encodable {
    package var family: String
    package var file: String
    package var alt: String
    package var width: Double
    package var height: Double
    /// The icon cells the widget covers, across and down.
    package var columns: Int
    package var rows: Int
    /// One number per app icon drawn around the widget.
    package var icons: [Int]
    /// The dark snapshot, when it differs.
    package var dark: Image?
    /// Set on the Add Widget sheet's pages: true on the first.
    package var selected: Bool?
  }

  package struct Image: Encodable {
    package var file: String
    package var alt: String
  }

  package struct WidgetFailure: Encodable {
    package var message: String
  }
}
