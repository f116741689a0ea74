import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI

/// What the person holding the phone chose for one preview: text size, device and language.
///
/// A build's conditions are the product of its Dynamic Type sizes, devices and locales
/// (`SiteOptions.dynamicTypeSizes`, `devices`, `locales`); the first of each is the build's
/// primary condition, whose previews keep the anchors a build of one condition gives them.
package struct PreviewCondition: Codable, Hashable, Sendable {
  /// `DynamicTypeSize`'s case name (`large` when none was chosen).
  package var dynamicTypeSize: String
  /// The device's table name, e.g. `iphone-393x852`.
  package var device: String
  /// The locale identifier or Xcode's pseudolanguage name; nil when none was chosen.
  package var locale: String?

  package init(dynamicTypeSize: String, device: String, locale: String? = nil) {
    self.dynamicTypeSize = dynamicTypeSize
    self.device = device
    self.locale = locale
  }

  /// The parts in which this condition differs from `primary`, in a fixed order (size,
  /// device, locale): what its anchors add, and how pages and `diff` name it.
  package func differences(from primary: PreviewCondition) -> [String] {
    var parts: [String] = []
    if dynamicTypeSize != primary.dynamicTypeSize { parts.append(dynamicTypeSize) }
    if device != primary.device { parts.append(device) }
    if locale != primary.locale, let locale { parts.append(locale) }
    return parts
  }

  /// A short name for a person: "accessibility3, iphone-375x667, de".
  package var name: String {
    ([dynamicTypeSize, device] + (locale.map { [$0] } ?? [])).joined(separator: ", ")
  }

  /// Every condition of a matrix, in the order previews list them: locales outermost, then
  /// devices, then Dynamic Type sizes.
  package static func matrix(dynamicTypeSizes: [String], devices: [String], locales: [String?]) -> [PreviewCondition] {
    locales.flatMap { locale in
      devices.flatMap { device in
        dynamicTypeSizes.map { PreviewCondition(dynamicTypeSize: $0, device: device, locale: locale) }
      }
    }
  }
}
