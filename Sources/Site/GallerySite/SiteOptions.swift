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
  /// This process's share of a build with `--jobs` (nil: all of it): the runs of previews
  /// it claims (see `SitePart`).
  package var part: SitePart?
  /// The app's own font files, for `Font.custom` names (nil: installed fonts only).
  package var fontsDirectory: URL?
  /// The strings of the locale to render in (nil: the keys as written).
  package var localization: LocalizationTable?
  /// The text size chosen in Settings (nil: `.large`, iOS's default, not recorded in the manifest).
  package var dynamicTypeSize: DynamicTypeSize?
  /// Only the previews (`#Preview`s and `PreviewProvider`s): no provider runs, and widgets
  /// without previews are left out.
  package var previewsOnly: Bool

  package init(
    families: Set<WidgetFamily>? = nil, appearances: Set<Appearance>? = nil, device: Device = .default, timeout: Double = 10,
    templatesDirectory: URL? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil, fontsDirectory: URL? = nil,
    localization: LocalizationTable? = nil, dynamicTypeSize: DynamicTypeSize? = nil, previewsOnly: Bool = false
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
    self.dynamicTypeSize = dynamicTypeSize
    self.previewsOnly = previewsOnly
  }
}
