import GalleryRunner
import WidgetKit

/// One process's share of a build with `--jobs` (`SiteOptions.part`).
///
/// The processes claim the previews of every widget family a run at a time
/// (`PreviewClaims`); Live Activities, controls and kept widgets are rendered whole by
/// part 1, the build's own process, and left out of the others. Each part records where its
/// runs belong (`RenderedSite.runs`), and too-big previews in `RenderedSite.tooBig` instead
/// of as failures, for the merge to put them in order (`SiteMerger.mergeParts`).
package struct SitePart: Sendable {
  /// From 1.
  package var number: Int
  /// The claims every part of the build shares.
  package var claims: PreviewClaims

  package init(number: Int, claims: PreviewClaims) {
    self.number = number
    self.claims = claims
  }

  /// The slots of the claims of a build of `widgets`: one for each family each widget may
  /// have.
  package static func slots(for widgets: [GalleryWidget]) -> Int {
    widgets.count * familiesPerWidget(widgets)
  }

  /// Slots a widget has among `widgets`: as many as the most families one supports.
  static func familiesPerWidget(_ widgets: [GalleryWidget]) -> Int {
    max(1, widgets.map(\.configuration.supportedFamilies.count).max() ?? 1)
  }
}
