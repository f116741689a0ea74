/// What `findings.mustache` reads: each widget's accessibility findings, each distinct finding
/// once with the previews it is in. Part of the `--templates` contract (documentation, "The
/// gallery site", Templates): names are never renamed or removed, only added.
///
/// Mustache escapes every value written with `{{name}}`.
package struct FindingsPage: Encodable {
  /// Findings over all previews.
  package var findingCount: Int
  /// The widgets with findings, in the site's order.
  package var widgets: [Widget]

  package struct Widget: Encodable {
    package var id: String
    package var displayName: String
    /// The widget's section on this page.
    package var anchor: String
    /// The widget's page, relative to the site folder.
    package var page: String
    /// Findings over the widget's previews.
    package var count: Int
    package var findings: [Item]
  }

  /// One finding, by kind and message, and the previews it is in.
  package struct Item: Encodable {
    package var kind: String
    package var message: String
    /// At most `FindingsPage.listedPreviews` of them.
    package var previews: [Preview]
    /// The previews past those listed, nil when none.
    package var more: Int?
  }

  package struct Preview: Encodable {
    /// The preview on its widget's page, relative to the site folder.
    package var href: String
    /// Its family, entry and appearance: `systemSmall entry-0 dark`.
    package var name: String
  }

  /// The previews listed per finding; a long timeline repeats a finding in every entry.
  package static let listedPreviews = 12
}
