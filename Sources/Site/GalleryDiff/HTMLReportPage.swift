/// What the diff report's template (`Report/report.mustache`) reads: every value a name of
/// its own, so a missing optional never picks up a same-named value further up the stack.
///
/// Values are escaped by Mustache (`{{value}}`); only `css`, `script` and `images` (the
/// bundled files and a `<script>`-safe JSON object) are inserted as they are.
struct HTMLReportPage {
  var css: String
  var script: String
  /// The image keys' sources, as `HTMLReport.scriptJSON` writes them.
  var images: String
  var oldFolder: String
  var newFolder: String
  /// How previews were matched: by anchor in sites, by path in snapshot folders.
  var matching: String
  /// The manifests' schema versions when one was read as an older version (`DiffReport.schemaNotes`).
  var schemaNotes: [String]
  /// `DiffReport.accessibilitySummary`; nil when no preview's accessibility changed.
  var accessibilitySummary: String?
  /// Every accessibility sentence of the listed previews, listed before them.
  var accessibilityItems: [AccessibilityItem]
  var changedCount: Int
  var addedCount: Int
  var removedCount: Int
  var unchangedCount: Int
  /// The changed, added and removed previews, in report order.
  var sections: [Section]
  /// nil when no preview is unchanged.
  var unchangedList: UnchangedList?

  struct Section {
    var index: Int
    var status: String
    var previewID: String
    var galleryLink: GalleryLink?
    var hasChanges: Bool
    var changes: [String]
    /// The new, fixed and changed findings and reading changes, listed before `changes`.
    var accessibility: [String]
    /// Keys into `images`; empty for the side a preview is missing from.
    var oldImage: String
    var newImage: String
    /// Changed previews get the comparison modes (swipe, onion skin, difference).
    var isChanged: Bool
  }

  struct AccessibilityItem {
    /// The preview's section (`#p<index>`).
    var itemIndex: Int
    var itemPreview: String
    var sentence: String
  }

  struct GalleryLink {
    var href: String
    /// `new`, or `old` for a removed preview.
    var side: String
    /// The same preview in the old gallery, for changed previews.
    var oldHref: String?
  }

  struct UnchangedList {
    var total: Int
    var items: [Item]

    struct Item {
      var itemID: String
      var itemHref: String?
    }
  }
}
