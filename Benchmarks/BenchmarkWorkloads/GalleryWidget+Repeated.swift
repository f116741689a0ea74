import GalleryRunner
import MirrorCore
import SwiftUI
import WidgetKit

extension GalleryWidget {
  /// The same widget with each timeline's entries given `count` times over, for measuring
  /// how a build grows with the number of entries.
  package func withTimelines(repeated count: Int) -> GalleryWidget {
    guard count > 1 else { return self }
    var configuration = configuration
    let timeline = configuration.provider.timeline
    configuration.provider.timeline = { context, completion in
      timeline(context) { entries, policy in
        completion(Array(repeating: entries, count: count).flatMap { $0 }, policy)
      }
    }
    return GalleryWidget(
      configuration: configuration, app: app, variant: variant, fixturesDirectory: fixturesDirectory,
      assetsDirectory: assetsDirectory)
  }
}
