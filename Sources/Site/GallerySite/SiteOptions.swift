import Foundation
import GalleryRunner
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit

/// What to render: which families and appearances, on which device, with which limits.
package struct SiteOptions: Sendable {
  /// Only these families (nil: each widget's supported families).
  package var families: Set<WidgetFamily>?
  /// Only these appearances (nil: every appearance of each family).
  package var appearances: Set<Appearance>?
  /// The devices whose widget sizes are used, the primary one first (never empty).
  package var devices: [Device]
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
  /// The text sizes chosen in Settings, the primary one first (empty: `.large`, iOS's
  /// default, not recorded in the manifest).
  package var dynamicTypeSizes: [DynamicTypeSize]
  /// Every locale of the build, the primary one first (empty: none chosen). This process
  /// renders only `localization`'s: a locale is process state (see `DeviceLocale`).
  package var locales: [String]
  /// Only the previews (`#Preview`s and `PreviewProvider`s): no provider runs, and widgets
  /// without previews are left out.
  package var previewsOnly: Bool

  package init(
    families: Set<WidgetFamily>? = nil, appearances: Set<Appearance>? = nil, device: Device = .default, timeout: Double = 10,
    templatesDirectory: URL? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil, fontsDirectory: URL? = nil,
    localization: LocalizationTable? = nil, dynamicTypeSize: DynamicTypeSize? = nil, previewsOnly: Bool = false,
    moreDevices: [Device] = [], moreDynamicTypeSizes: [DynamicTypeSize] = [], locales: [String]? = nil
  ) {
    self.families = families
    self.appearances = appearances
    self.devices = [device] + moreDevices.filter { $0 != device }
    self.timeout = timeout
    self.templatesDirectory = templatesDirectory
    self.jobs = jobs
    self.shard = shard
    self.fontsDirectory = fontsDirectory
    self.localization = localization
    self.dynamicTypeSizes = dynamicTypeSize.map { first in [first] + moreDynamicTypeSizes.filter { $0 != first } } ?? []
    self.locales = locales ?? localization.map { [$0.locale] } ?? []
    self.previewsOnly = previewsOnly
  }

  /// The primary device.
  package var device: Device {
    get { devices[0] }
    set { devices[0] = newValue }
  }

  /// The primary text size (nil: `.large`, not recorded).
  package var dynamicTypeSize: DynamicTypeSize? { dynamicTypeSizes.first }

  /// The build's primary condition: what the manifest records at its top and what anchors
  /// are made relative to.
  package var primaryCondition: PreviewCondition {
    PreviewCondition(
      dynamicTypeSize: "\(dynamicTypeSize ?? .large)", device: device.name, locale: locales.first ?? localization?.locale)
  }

  /// Every condition of the build, the primary one first (see `PreviewCondition.matrix`).
  package var conditions: [PreviewCondition] {
    PreviewCondition.matrix(
      dynamicTypeSizes: (dynamicTypeSizes.isEmpty ? [.large] : dynamicTypeSizes).map { "\($0)" },
      devices: devices.map(\.name), locales: locales.isEmpty ? [localization?.locale] : locales)
  }

  /// The conditions this process renders: every device and size in `localization`'s locale,
  /// each with its device and size, in `conditions`' order.
  package var processConditions: [(condition: PreviewCondition, device: Device, dynamicTypeSize: DynamicTypeSize)] {
    devices.flatMap { device in
      (dynamicTypeSizes.isEmpty ? [.large] : dynamicTypeSizes).map { size in
        (PreviewCondition(dynamicTypeSize: "\(size)", device: device.name, locale: localization?.locale), device, size)
      }
    }
  }

  /// Whether the build has more than one condition: its previews then record theirs.
  package var hasConditions: Bool { conditions.count > 1 }

  /// The appearances `family`'s previews are drawn in (`Appearance.all(for:iOS26:)`, iOS 26's
  /// clear ones when every device runs iOS 26), less those `appearances` leaves out.
  package func appearances(for family: WidgetFamily) -> [Appearance] {
    Appearance.all(for: family, iOS26: devices.allSatisfy(\.isIOS26))
      .filter { appearances?.contains($0) ?? true }
  }
}
