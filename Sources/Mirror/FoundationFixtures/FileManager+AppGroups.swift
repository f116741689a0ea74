import Foundation
import GalleryFixtures

extension FileManager {
  /// The App Group's shared container: a copy of the fixture folder's `AppGroups/<group id>/`,
  /// or, as iOS gives every group in an extension's entitlements one, an empty container when
  /// the fixtures have no such folder (said once on standard error and recorded for
  /// `--missing-fixtures`).
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    AppGroupContainers.container(for: groupIdentifier)
  }
}
