import Foundation
import GalleryRunner
import LayoutEngine
import SwiftUI
import ViewDSL
import WidgetKit

/// What to render: which families and appearances, on which device, with which limits.
package struct SiteOptions: Sendable {
  /// Only these families (nil: each widget's supported families).
  package var families: Set<WidgetFamily>?
  /// Only these appearances (nil: every appearance of each family).
  package var appearances: Set<Appearance>?
  package var device: Device
  /// Seconds a provider may take to call a completion handler.
  package var timeout: Double
  /// Folder of Mustache templates, CSS and script; nil: the built-in templates.
  package var templatesDirectory: URL?
  /// Threads that lay out and draw previews.
  package var jobs: Int
  /// Only this shard's widgets (nil: all of them).
  package var shard: Shard?
  /// Only this part of each widget family's previews (nil: all of them), for a build's
  /// worker process: a family's previews are cut into `count` runs (`Shard.run(of:)`, the
  /// first, the build's own, a fifth longer than the others), and this renders run `index`. Live Activities, controls and kept
  /// widgets are rendered whole by part 1, and left out of the others. Too-big previews are
  /// recorded in `RenderedSite.tooBig` instead of as failures, for the merge to choose the
  /// first (`SiteMerger.mergeParts`).
  package var part: Shard?
  /// The app's own font files, for `Font.custom` names (nil: installed fonts only).
  package var fontsDirectory: URL?
  /// The strings of the locale to render in (nil: the keys as written).
  package var localization: LocalizationTable?
  /// Only the previews (`#Preview`s and `PreviewProvider`s): no provider runs, and widgets
  /// without previews are left out.
  package var previewsOnly: Bool

  package init(
    families: Set<WidgetFamily>? = nil, appearances: Set<Appearance>? = nil, device: Device = .default, timeout: Double = 10,
    templatesDirectory: URL? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil, fontsDirectory: URL? = nil,
    localization: LocalizationTable? = nil, previewsOnly: Bool = false
  ) {
    self.families = families
    self.appearances = appearances
    self.device = device
    self.timeout = timeout
    self.templatesDirectory = templatesDirectory
    self.jobs = jobs
    self.shard = shard
    self.fontsDirectory = fontsDirectory
    self.localization = localization
    self.previewsOnly = previewsOnly
  }
}
