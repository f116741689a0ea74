/// What `index.mustache` reads: the site's widgets as cards, the families they cover and the
/// failures. Part of the `--templates` contract (documentation, "The gallery site", Templates): names are never
/// renamed or removed, only added.
///
/// Optional values are left out when nil, so a `{{#name}}` section is skipped; Mustache
/// escapes every value written with `{{name}}`.
package struct IndexPage: Encodable {
  /// The widgets in the site's order.
  package var widgets: [Card]
  package var widgetCount: Int
  package var previewCount: Int
  /// The device the previews were laid out for, e.g. `iPhone 15 Pro`.
  package var device: String
  /// The fixed clock previews were rendered at (ISO 8601).
  package var referenceDate: String
  /// Every family some widget supports, Home Screen families first.
  package var families: [String]
  package var failures: [Failure]
  /// What the bundle holds and the gallery does not draw (Live Activities, controls).
  package var notDrawn: [NotDrawn]
  /// The page of accessibility findings (`findings.html`), nil when no preview has any.
  package var findingsPage: String? = nil
  /// Findings over all previews, nil when none.
  package var findingCount: Int? = nil
  /// In a gallery of several conditions: their names, the primary one first, to filter by.
  package var conditions: [String]?
  /// True with `conditions`.
  package var filtersConditions: Bool?

  package struct Card: Encodable {
    package var id: String
    package var kind: String
    package var displayName: String
    package var description: String
    /// The widget's page, relative to the site folder.
    package var page: String
    /// The supported families, joined with `, `.
    package var familyList: String
    /// Name, kind, id and description, lowercased, for the search box.
    package var search: String
    /// The light snapshot (or the first light preview), relative to the site folder.
    package var thumbnail: String?
    package var thumbnailAlt: String?
    /// The thumbnail's size in CSS pixels: at most 240 wide and 120 high.
    package var thumbnailWidth: Int?
    package var thumbnailHeight: Int?
    /// `Live Activity` or `Control`; missing for a widget.
    package var category: String?
    /// The widget's accessibility findings over all its previews, nil when none.
    package var findingCount: Int? = nil
    /// Its section of the findings page, nil when it has no findings.
    package var findingsLink: String? = nil
    /// In a gallery of several conditions: those the widget has previews in, joined by `|`.
    package var conditionList: String?
  }

  package struct Failure: Encodable {
    package var widget: String
    package var message: String
  }

  package struct NotDrawn: Encodable {
    /// The activity's attributes type or the control's type.
    package var kind: String
    /// What it is: "Live Activity", "Control".
    package var category: String
    /// Why it is not drawn.
    package var reason: String
  }
}
